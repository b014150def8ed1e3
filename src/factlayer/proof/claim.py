"""A claim split into units: whom it is about (subject), who holds it (holder), what is said (terms),
values (numbers with units, frequencies, dates, times), polarity and modality — per proposition.

"The patient reports a cough and no fever" is two propositions about the patient, held by the patient:
{cough} and {fever, negated}.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from factlayer.nlp import lexicon
from factlayer.nlp.clauses import clauses
from factlayer.nlp.modality import Modality, find_phrase, modality, negated, phrases
from factlayer.nlp.normalise import number_word, stem, values
from factlayer.nlp.subjects import UNKNOWN, Subject, aliases, subject_of
from factlayer.nlp.time_lead import lead_phrase, lead_time
from factlayer.nlp.tokens import Token, tokenize
from factlayer.nlp.value_forms import Value
from factlayer.proof.claim_referents import pronoun_of_another
from factlayer.proof.dialogue import conditioned

PERSONAL = frozenset(
    ["i", "i'm", "i've", "i'd", "i'll", "we", "we're", "we've", "you", "you're", "you've", "my", "our", "your"]
)
_ASKED = frozenset({"asked", "asks", "ask", "inquired", "inquires", "wondered", "wonders", "questioned"})
_DENY = frozenset({"denies", "denied", "deny", "denying"})
_TELLS = frozenset({"tell", "tells", "told", "telling"})
_AFTER_FRAME = frozenset({"that", "about", "of", "to", ":", ",", "how", "whether", "if"})
_MODAL_CUES = frozenset(
    [
        "might",
        "may",
        "maybe",
        "perhaps",
        "possibly",
        "probably",
        "would",
        "could",
        "if",
        "please",
        "unless",
        "suppose",
        "imagine",
        "seems",
        "seem",
    ]
)


@dataclass(frozen=True, slots=True)
class Term:
    """A content word of a claim: it must be found in the evidence (exactly, by stem or by a synonym)."""

    text: str
    low: str
    stem: str
    category: str | None


@dataclass(frozen=True, slots=True)
class Proposition:
    text: str
    subject: Subject
    holder: Subject | None  # who said / thinks it, when the claim names one ("Barry said ...")
    negated: bool
    modality: Modality
    terms: tuple[Term, ...]
    values: tuple[Value, ...]
    subject_is_holder: bool = False  # "Barry said targets are unlikely": about what Barry holds
    personal: bool = False  # about "I", "you" or "we", whoever they are: only a speaker's own words bear it out
    frame: frozenset[str] = frozenset()  # the terms of a leading scene ("On the camping trip they ..."): the topic
    advice: bool = False  # a request reported by a verb of saying and a modal ("says the patient should rest")
    written_names: tuple[str, ...] = ()  # the names of its subject and holder as the claim writes them (unresolved)

    def units(self) -> list[str]:
        out = [f"subject: {self.subject.describe()}"] if self.subject.known() else []
        if self.holder is not None:
            out.append(f"holder: {self.holder.describe()}")
        out += [f"term: {t.text}" for t in self.terms] + [f"value: {v.describe()}" for v in self.values]
        out.append(f"polarity: {'negative' if self.negated else 'positive'}")
        out.append(f"modality: {self.modality}")
        return out


@dataclass(frozen=True, slots=True)
class Claim:
    text: str
    propositions: tuple[Proposition, ...]


def _split_coordination(clause: list[Token]) -> list[list[Token]]:
    """ "a cough and no fever" → ["a cough", "no fever"]: cut at 'and'/'but' before a negation."""
    negations = lexicon.words("negations")
    out: list[list[Token]] = [[]]
    for i, tok in enumerate(clause):
        nxt = clause[i + 1].low if i + 1 < len(clause) else ""
        if tok.low in ("and", ",", "but") and nxt in negations and out[-1]:
            out.append([])
            continue
        out[-1].append(tok)
    return [part for part in out if part]


_CHANGE = frozenset(
    {"go", "goes", "went", "gone", "going", "come", "comes", "came", "coming", "trending", "is", "are", "was", "were"}
)


def _before_a_body_part(tokens: list[Token], k: int, categories: dict[str, str]) -> bool:
    """ "over | the ribs", "under | his left eye": a place on the body, where over and under are opposites."""
    while k < len(tokens) and (tokens[k].low in lexicon.words("determiners") or tokens[k].low.endswith("'s")):
        k += 1
    while k < len(tokens) and categories.get(tokens[k].low) == "side":
        k += 1
    return k < len(tokens) and categories.get(stem(tokens[k].low), categories.get(tokens[k].low)) == "body_part"


def _terms(tokens: list[Token], skip: set[int], people: frozenset[str] = frozenset()) -> tuple[Term, ...]:
    stopwords = lexicon.words("stopwords")
    negations = lexicon.words("negations")
    framing = lexicon.groups("framing")
    discourse = lexicon.words("discourse")
    inference = lexicon.words("inference")
    roles = lexicon.groups("speakers")
    categories = lexicon.classes("categories")
    out: list[Term] = []
    for i, tok in enumerate(tokens):
        low = tok.low
        if tok.text == "May" and i > 0 and i not in skip:  # "due in May": the month, not the modal
            out.append(Term(tok.text, low, stem(low), categories.get(low)))
            continue
        direction = low in ("up", "down") and i > 0 and tokens[i - 1].low in _CHANGE  # "went down": the change
        direction = direction or low in ("off", "many")  # "off lisinopril", "many doses": never a bare link
        direction = direction or (low in ("over", "under") and _before_a_body_part(tokens, i + 1, categories))
        if low == "longer" and i > 0 and tokens[i - 1].low == "no":
            continue  # "no longer has diarrhea": a denial of now ("doesn't have diarrhea anymore"), no length
        if (
            i in skip
            or not tok.is_word
            or (low in stopwords and not direction)
            or low in negations
            or low.endswith("n't")
        ):
            continue
        if "'" in low and low.split("'")[0] in stopwords:  # "that's", "it's", "we'd"
            continue
        said_of = i > 0 and tokens[i - 1].low in ("a", "an")  # "works as a nurse": the role is what is said
        if (
            low in framing
            or low in lexicon.words("requesting")
            or low in lexicon.words("believing")
            or (low in roles and not said_of)
            or low in _MODAL_CUES
            or low in _DENY
            or number_word(low)
            or low in inference
            or low in discourse
        ):
            continue
        base = low[:-2] if low.endswith("'s") else low
        if (base in roles and not said_of) or (low.endswith("'s") and base in people):  # whose: attribution
            continue
        out.append(Term(tok.text, base, stem(base), categories.get(base) or categories.get(stem(base))))
    return tuple(out)


def _asks_to(tokens: list[Token], i: int) -> bool:
    """ "asked (John | him | the patient | members participating in person) (not) to ...": a request, not a
    question — the "to" within ``_ASKS_TO_REACH`` words of the verb, before any clause of its own."""
    words = [t.low for t in tokens[i : i + _ASKS_TO_REACH]]
    return "to" in words and not ({"whether", "if", "about", "that", ","} & set(words[: words.index("to")]))


_ASKS_TO_REACH = 6


def _tells_to(tokens: list[Token], i: int) -> bool:
    """ "told (the patient) (not) to ...": a request; not "said they might need to ...", whose "to" follows a modal
    or a verb of wish (a hedge or a plan, as the content's own words say)."""
    if not _asks_to(tokens, i):
        return False
    words = [t.low for t in tokens[i : i + _ASKS_TO_REACH]]
    before = words[: words.index("to")]
    leads = (
        lexicon.words("modal_heads")
        | lexicon.words("volition")
        | {p.split()[0] for p in lexicon.words("advice_modals")}
    )
    return not any(w in leads for w in before)


def _advises(verb: str, tokens: list[Token], i: int) -> bool:
    """A verb of saying (``lexicon/saying.txt``) whose content holds a modal of advice or leave
    (``lexicon/advice_modals.txt``) right after its subject, within ``_ADVICE_REACH`` words ("the doctor told the
    patient he can stop the ibuprofen", "says the patient should take NSAIDs"; not "says the organizations have
    not received the money they need to ..."): a request reported, borne out by the request ("you can stop the
    ibuprofen") as by a plain statement, never by a question ("can I stop it?")."""
    window = [t.low for t in tokens[i : i + _ADVICE_REACH]]
    return verb in lexicon.words("saying") and find_phrase(window, "advice_modals") is not None


_ADVICE_REACH = 5


def _speaker_at_start(tokens: list[Token], labels: frozenset[str]) -> tuple[Subject, int] | None:
    """A claim opening with a speaker's label as written in the source ("user interface thought ...",
    "however, project manager did not think ..."), after discourse words."""
    discourse = lexicon.words("discourse")
    i = 0
    while i < len(tokens) and (tokens[i].low in discourse or tokens[i].low in (",", "to")):
        i += 1
    for start in (i, i + 1) if i < len(tokens) and tokens[i].low == "the" else (i,):
        words = [t.low for t in tokens[start : start + 7]]
        for label in sorted(labels, key=len, reverse=True):
            parts = label.lower().replace("_", " ").split()
            for n in (len(parts), len(parts) - 1):  # "kirsty williams am" is also "kirsty williams"
                if n >= 1 and words[:n] == parts[:n] and (n == len(parts) or parts[-1] in ("am", "mp", "ms")):
                    if n == 1 and parts[0] in lexicon.groups("speakers") and len(parts) > 1:
                        continue
                    # "the user interface designer": the label, then a noun that names the role it stands for;
                    # "the marketing" alone reads as a thing, "the marketing expert" as the speaker
                    more = words[n : n + 1] != [] and words[n] in lexicon.words("label_role_nouns")
                    if start > i and not (n > 1 or more):
                        continue
                    return Subject("person", aliases(label)), start + n + more
    return None


_REMARK_GLUE = frozenset({",", "!", ".", ":", "-", "but", "that", "and"})
_KNOWING = frozenset({"know"})


def _remark_at(lows: list[str], i: int) -> int:
    """How many words of the longest remark (``lexicon/remarks.txt``) start at ``i``; 0 for none."""
    return next((len(p) for p in phrases("remarks") if tuple(lows[i : i + len(p)]) == p), 0)  # longest first


def _after_remarks(tokens: list[Token]) -> tuple[list[Token], bool]:
    """The claim after a leading run of a reply's remarks ("Of course, i know ...", "Not sure but ..."; see
    ``lexicon/remarks.txt``), and whether one of them hedges what follows. A remark must be set off from what
    follows ("well water" is no remark), unless it is an "I know" frame; a claim of remarks only stays whole."""
    lows = [t.low for t in tokens]
    i, hedged = 0, False
    while i < len(tokens) and (n := _remark_at(lows, i)):
        after = i + n
        set_off = after >= len(tokens) or lows[after] in _REMARK_GLUE or _remark_at(lows, after) > 0
        if not (set_off or lows[after - 1] in _KNOWING or lows[after - 1] == "is"):
            break
        hedged = hedged or find_phrase(lows[i:after], "hedges") is not None
        i = after
        while i < len(tokens) and lows[i] in _REMARK_GLUE:
            i += 1
    if i == 0 or i >= len(tokens):
        return tokens, False
    return tokens[i:], hedged


_FRAME_ENDS = frozenset(["they", "he", "she", "i", "we", "you", "it", ","])


def _frame(tokens: list[Token], people: frozenset[str]) -> frozenset[str]:
    """The terms of a claim's leading scene: a preposition of ``lexicon/frame_openers.txt``, then a noun phrase up
    to the subject ("On the camping trip | they roasted ...", "At the picnic | they played ...", "In Joanna's new
    screenplay | the main character ..."): a determiner or pronoun after a content word, a comma or a name ends
    it. The transcript says the scene once and tells what happened there later, without naming it again."""
    if not tokens or tokens[0].low not in lexicon.words("frame_openers"):
        return frozenset()
    determiners = lexicon.words("determiners")
    end = next(
        (
            k
            for k in range(2, min(len(tokens), _MAX_FRAME + 1))
            if tokens[k].low in _FRAME_ENDS or tokens[k].low in determiners or tokens[k].low in people
        ),
        None,
    )
    if end is None:
        return frozenset()
    return frozenset(t.low for t in _terms(tokens[1:end], set(), people))


_MAX_FRAME = 6


@lru_cache(maxsize=4096)
def claim_tokens(text: str) -> tuple[Token, ...]:
    """A proposition's tokens, read once: every check of every window asks for them."""
    return tuple(tokenize(text))


def parse(text: str, known_names: frozenset[str] = frozenset(), labels: frozenset[str] = frozenset()) -> Claim:
    """Split a claim into propositions and units. ``known_names``: aliases of the source's speakers;
    ``labels``: their labels as written."""
    tokens, opening_hedge = _after_remarks(tokenize(text))
    # A claim is written, not spoken: "Has a headache" is a note, only a question mark makes it a question.
    question = bool(tokens) and tokens[-1].low == "?"
    opening = _speaker_at_start(tokens, labels)
    subject, i = opening if opening is not None else subject_of(tokens, None, None, known_names)
    holder: Subject | None = None
    framed_modality: Modality | None = None
    deny = advice = told = False
    framing = lexicon.groups("framing")
    frames = framing.keys() | _ASKED | _DENY | lexicon.words("requesting") | lexicon.words("believing")
    not_framed = False
    # "The team thought that ...": a view held by the whole group, which one speaker's "we" does not show; the
    # group word stays a unit to find ("the team works for ..." is borne out by "we're working for ...").
    group_view = i > 0 and i < len(tokens) and tokens[i - 1].low in lexicon.words("collectives")
    group_terms = _terms([tokens[i - 1]], set()) if group_view and tokens[i].low in frames else ()
    if (
        i + 2 < len(tokens)
        and tokens[i].low in ("did", "does", "do")
        and tokens[i + 1].low in ("not", "n't")
        and tokens[i + 2].low in frames
    ):
        i, not_framed = i + 2, True  # "project manager did not think that ...": the content, negated
    if i + 1 < len(tokens) and tokens[i].low in ("would", "'d") and tokens[i + 1].low in ("like", "love"):
        i += 1  # "the doctor would like the patient to ...": a request
    if (
        i < len(tokens)
        and tokens[i].low in frames | {"like", "love"}
        and (tokens[i].low not in ("like", "love") or (i > 0 and tokens[i - 1].low in ("would", "'d")))
    ):
        verb = tokens[i].low
        holder = subject if subject.known() else None
        requesting = lexicon.words("requesting") | {"like", "love"}
        framed_modality = (
            "requested"
            if (verb in _ASKED or verb in _TELLS) and _asks_to(tokens, i + 1)  # "Maria asked John to keep her posted",
            # "Jon tells Gina to make sure …": a directive, not a report
            else "asked"
            if verb in _ASKED
            else "requested"
            if verb in requesting
            else "hedged"
            if verb in lexicon.words("believing")
            else None
        )
        deny = verb in _DENY or not_framed
        advice = _advises(verb, tokens, i + 1)
        told = framing.get(verb) == "tell" and _tells_to(tokens, i + 1)  # "Gina told Jon not to forget ..."
        i += 1
        while i < len(tokens) and tokens[i].low in _AFTER_FRAME:
            if tokens[i].low in ("if", "unless") and framed_modality is None:
                framed_modality = "hypothetical"  # "the doctor said that if it was cancer they would see ..."
            i += 1
    body = tokens[i:] if holder is not None or deny or framed_modality or opening is not None else tokens
    propositions: list[Proposition] = []
    body_clauses = clauses(list(body), subordinate=False)
    frame = _frame(tokens, known_names)
    conditional = conditioned(body_clauses)  # "If her friend has diabetes, | she won't qualify": both hypothetical
    for c, clause in enumerate(body_clauses):
        for part in _split_coordination(clause):
            lead = lead_time(part)
            own, k = subject_of(part[lead:], None, None, known_names)
            if lead and not own.known():
                lead, (own, k) = 0, subject_of(part, None, None, known_names)
            if not own.known() and (opened := lead_phrase(part)):  # "After the toxicity, | the patient reduced …"
                main, after = subject_of(part[opened:], None, None, known_names)
                lead, own, k = (opened, main, after) if main.known() else (lead, own, k)
            k += lead
            prop_subject = own if own.known() else (subject if subject.known() else UNKNOWN)
            if not own.known() and pronoun_of_another(tokens, part, subject.names):
                prop_subject = UNKNOWN  # "The patient usually sees Dr. Xu, but he was not available": not the patient
            personal = not prop_subject.known() and 0 < k <= len(part) and part[k - 1].low in PERSONAL
            skip = set(range(lead, k)) if own.known() or part is body[: len(part)] else set()
            if part[0] is tokens[0] or (holder is None and part[0].start < (tokens[i].start if i < len(tokens) else 0)):
                skip = set(range(lead, k))
            found = values(part)
            for v in found:
                skip.update(range(v.first, v.last + 1))
            mode: Modality = framed_modality or ("asked" if question else modality(part, question=False))
            if c in conditional and mode in ("asserted", "hedged"):
                mode = "hypothetical"
            if mode == "asserted" and (advice or told):
                mode = "requested"  # "the doctor told the patient he can stop the ibuprofen": leave reported
            if mode == "asserted" and opening_hedge:
                mode = "hedged"  # "Not sure, but they are given three attempts"
            if mode == "asserted" and find_phrase([t.low for t in part], "injections") is not None:
                mode = "injected"
            if mode != "asked":  # "15 years old when she was killed": a link; "asked when ...": what is asked
                skip.update(k for k, t in enumerate(part) if t.low == "when")
            propositions.append(
                Proposition(
                    text=text[part[0].start : part[-1].end],
                    subject=prop_subject,
                    holder=holder,
                    negated=negated(part) != deny if deny else negated(part),
                    modality=mode,
                    terms=_terms(part, skip, known_names) + group_terms,
                    values=tuple(found),
                    subject_is_holder=holder is not None and not own.known(),
                    personal=personal,
                    frame=frame,
                    advice=mode == "requested" and advice,
                )
            )
    return Claim(text, tuple(p for p in propositions if p.terms or p.values))
