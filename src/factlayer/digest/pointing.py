"""A written fact whose content rests on a pronoun the reader cannot resolve.

"The patient says it hurts when the patient sits.", "The doctor says that seems stable.", "The patient felt like it
went back.": what hurts, what seems stable, is in the transcript, not in the fact. ``pointing_subject`` finds such a
pronoun — "it", or "this/that/these/those" used as a pronoun — opening the clause a fact reports (after "X says",
"X thinks", "X felt like" …). Not a pronoun the reader does not need:

- a dummy "it" (``lexicon/dummy_it.txt``: "it looks like the patient's kidney function is good", "it hurts to bend
  over", "it's going to take about three days"; "it's been a year since …"; "it feels like" and a clause), and the
  extraposed "it's <adjective> to/for/that/how/<verb>ing"
  ("it's totally safe for the patient to drive", "it's awesome seeing the kids", "it was recommended that …"), or a
  cleft ("it's moments like these that give them hope");
- "that" opening a clause ("The doctor says that the patient is able to …"), "this"/"that" as a determiner;
- a clinician's assessment "thinks this is (most likely) a …" ("The doctor thinks this is most likely ovarian
  cancer.": "this" is the problem being assessed).

The extractor either writes the antecedent in (``antecedent``) or does not store the fact (``not_self_contained``).
"""

from __future__ import annotations

import re

from factlayer.nlp import lexicon

from .rewrite import AMONG_THOSE_WHO, IRREGULAR_PAST, PRONOUN_VERBS

__all__ = ["alternation", "main_clause", "pointing_object", "pointing_subject"]


def alternation(words: set[str] | frozenset[str]) -> str:
    """Words or phrases as one regex group, longest first, a space matching any space."""
    return "(?:" + "|".join(re.escape(w).replace(r"\ ", r"\s+") for w in sorted(words, key=len, reverse=True)) + ")"


_REPORTING = frozenset(
    w + s
    for w in lexicon.words("saying") | lexicon.words("believing") | {"find", "found", "know", "knew"}
    for s in ("", "s")
)
_ADVERBS = r"(?:(?:also|just|really|still|actually|kind\s+of|sort\s+of|do|does|did|always)\s+)*"
_REPORTED = re.compile(
    r"^(?P<who>[^,]{1,60}?)\s+" + _ADVERBS + r"(?P<verb>" + alternation(_REPORTING) + r")(?:\s+(?:that|like))?\s+"
    r"(?P<pro>it|this|that|these|those)(?P<tail>'(?:s|d|ll)\b|\b)",
    re.IGNORECASE,
)
_DUMMY = re.compile(r"^\s*" + alternation(lexicon.words("dummy_it")) + r"\b", re.IGNORECASE)
_BE = (
    r"(?:'s|\s+is|\s+was|\s+(?:will|would|can|could|might|may)\s+be|'ll\s+be|'d\s+be|'s\s+been|\s+has\s+been|"
    r"\s+had\s+been)"
)
_DEGREE = "so|really|very|pretty|just|also|always|totally|super|quite|not|definitely|absolutely"
_EXTRAPOSED = re.compile(
    _BE + r"\s+(?:(?:" + _DEGREE + r")\s+)*"
    r"(?!(?:going|supposed|used|about|able|getting|starting|trying|coming|been|like|a|an|the|" + _DEGREE + r")\b)"
    r"[a-z-]+"
    r"(?:\s+and\s+[a-z-]+)?\s+(?:to|for|that|how|[a-z]{3,}ing)\b",
    re.IGNORECASE,
)
_ELAPSED = re.compile(
    r"(?:'s|\s+has|\s+had)\s+been\s+(?:[\w-]+\s+){0,3}?(?:days?|weeks?|months?|years?|while)\s+since\b", re.IGNORECASE
)  # "it's been a year since …": time, not a thing
# "it feels like the patient laid on their finger", "it felt like it's too much": a clause after "feels like" (not
# "it feels like a dull pain", a thing).
_AS_IF = re.compile(
    r"\s+(?:feels|felt)\s+like\s+(?:it|it's|they|they're|there|there's|their|the\s+(?:patient|doctor)|[A-Z]\w+)\b"
)
_CLEFT = re.compile(r"(?:'s|\s+is|\s+was)\s+(?:[a-z]+\s+){1,3}(?:that|who)\s+[a-z]+", re.IGNORECASE)
_ASSESSED = re.compile(
    r"(?:'s|\s+is)\s+(?:(?:most|more|very)\s+)?(?:likely|probably|possibly)?\s*(?:a|an)?\b", re.IGNORECASE
)
# After "this"/"that"/"these"/"those": a verb makes it a pronoun ("that seems stable"), anything else a determiner
# or a clause ("that finger", "that the patient …").
_VERB_NEXT = re.compile(
    r"^(?:'s\b|\s+(?:(?:just|also|really|all|kind\s+of|actually|still|definitely)\s+)*"
    r"(?:"
    + alternation(lexicon.words("auxiliaries") | PRONOUN_VERBS | IRREGULAR_PAST)
    + r"|(?!"
    + alternation(lexicon.words("s_adverbs"))
    + r"\b)[a-z]+(?<!s)s|[a-z]+ed)\b)",  # not "it afterwards": an adverb, no verb
    re.IGNORECASE,
)


def pointing_subject(fact: str) -> re.Match[str] | None:
    """The match of a fact's reporting verb and the pronoun its reported clause opens on (group ``pro``), when the
    fact rests on that pronoun (module docstring); None when it does not."""
    m = _REPORTED.match(fact)
    if m is None:
        return None
    pro, after = m.group("pro").lower(), m.group("tail") + fact[m.end() :]
    if pro == "it":
        if any(r.match(after) for r in (_DUMMY, _EXTRAPOSED, _CLEFT, _ELAPSED, _AS_IF)):
            return None
    elif not (v := _VERB_NEXT.match(after)) or (pro in ("these", "those") and re.match(r"\s+[a-z]+s\b", v.group())):
        return None  # "that the patient …", "that finger …", "these figurines …"
    believing = m.group("verb").lower() in lexicon.words("believing")
    if believing and pro in ("it", "this") and _assessment(after):
        return None
    return m


def _assessment(after: str) -> bool:
    """ "(thinks this) is most likely ovarian cancer", "(this) is an acute exacerbation": a diagnosis."""
    a = _ASSESSED.match(after)
    return a is not None and bool(re.search(r"\b(?:likely|probably|possibly|a|an)\s*$", a.group()))


# The main clause of a fact ends where another clause or a list starts.
_CLAUSE_END = re.compile(
    r"[,;]|\s[-–—]+\s|\s(?:because|if|when|whenever|since|as|so|but|and|or|which|who|where|while|until|before|after|though|"
    r"although|than|like|then)\b",
    re.IGNORECASE,
)
_LEADING_CLAUSE = re.compile(
    r"^(?:when|whenever|if|since|as|because|while|after|before|until|once|although|though)\b[^,]*,\s*", re.IGNORECASE
)
# "it" right after one of these opens a clause (its subject: ``pointing_subject``'s), not an object.
_BEFORE_SUBJECT = _REPORTING | {"that", "like"}
_PARTICLE = r"(?:up|down|out|off|in|on|for|to|with|again|today|too|now|anymore|at|before|yet|either|as)"
_OBJECT = re.compile(
    r"(?<=[\w,]\s)(?:(?:this|that|these|those)(?=\s*$|\s*[.!?]|\s+"
    + _PARTICLE
    + r"\b|\s+a\s+(?:try|shot|go)\b)|it\b(?!'))",
    re.IGNORECASE,
)


def main_clause(fact: str) -> tuple[int, int]:
    """Where a fact's main clause starts and ends: after a leading "when/if … ," clause, up to the next clause or
    list ("When the patient was helping to move it, | the patient felt | …"). The clause after "among those who" (a
    speaker's "we", ``rewrite.among_us``) is the main one."""
    lead = _LEADING_CLAUSE.match(fact)
    start = lead.end() if lead else 0
    among = fact.lower().find(AMONG_THOSE_WHO, start)  # "Maria was among those who dropped them": the "who" clause
    end = _CLAUSE_END.search(fact, among + len(AMONG_THOSE_WHO) if among >= 0 else start)
    return start, end.start() if end else len(fact)


def pointing_object(fact: str) -> re.Match[str] | None:
    """The pronoun a fact's main clause takes as its object ("The patient monitors it regularly.", "The patient
    hates to give those up."), when what the fact says rests on it; None otherwise — an idiom
    (``lexicon/pointing_exempt.txt``: "take it easy", "made it") or a pronoun in a later clause. "The patient will
    give it a try" is one: what they will try is elsewhere."""
    start, stop = main_clause(fact)
    said = fact.lower().replace(AMONG_THOSE_WHO, "")  # the rewrite's own words are no idiom ("those who")
    if any(phrase in said for phrase in lexicon.words("pointing_exempt")):
        return None
    for m in _OBJECT.finditer(fact, start, stop):
        before = fact[start : m.start()].split()
        if (before and before[-1].lower().strip(",") in _BEFORE_SUBJECT) or _VERB_NEXT.match(fact[m.end() : stop]):
            continue  # "says it hurts", "… the ct scan it looks like …": a subject
        return _AT.match(fact, m.start())  # the groups ``pro`` and ``tail``, as ``antecedent`` reads them
    return None


_AT = re.compile(r"(?P<pro>it|this|that|these|those)(?P<tail>)\b", re.IGNORECASE)
