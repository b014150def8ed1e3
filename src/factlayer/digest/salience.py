"""What is worth keeping: the junk rules, trimming of a clause, and a salience score for ranking.

**Junk rules** (``junk_reason`` returns the first that applies; the clause is then not proposed):

- ``greeting``: a greeting, pleasantry, thanks or goodbye ("hi, good to see you", "thank you", "take care");
- ``backchannel``: an acknowledgement or bare answer particle ("okay", "I see", "that's right", "yeah");
- ``non_answer``: "I don't know", "I'm not sure", "nothing like that", "not really";
- ``dictation``: a command to the dictation system or a mention of it ("hey dragon", "DAX", "finalize the note");
- ``meta_talk``: talk about the conversation itself ("let me examine you", "I'm going to check your lungs",
  "tell me", "let's talk about", "any questions");
- ``small_talk``: weather and seasons ("I love this weather", "the summer is over");
- ``question``: a question (a question and its clear answer are read together, see ``rewrite``; alone it
  states nothing);
- ``fragment``: cut mid-clause — it ends on a word that needs a continuation ("…that I", "…from the"), is an
  orphan subordinate clause ("if I remember right"), or has no verb and is no first-person noun phrase;
- ``hedged``: an opinion or guess, not a fact (seed 001): "I think …", "I guess", "I suppose", "maybe";
- ``filler``: nothing left but fillers and evaluative words ("it's good", "I have been good");
- praise of the listener ("You're awesome!"), a bare mood ("I'm so excited!"), a "how" clause cut before its
  verb: ``empty_remarks`` (backchannel, filler, fragment).

**Salience** (``salience``, 0–1) ranks what is left: +0.2 a number or measurement, +0.15 a word of the
domain lexicon (medication, symptom, plan, family, work, …), +0.05 a content word up to +0.2, +0.1 a
clear question–answer pair; −0.2 hedged ("I think", "maybe"; not a clinician's assessment, "I think you have
…"); −0.15 a pronoun object with nothing to resolve it ("take it"). Only the order matters: the extractor
keeps the top ``max_facts``.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache

from factlayer.nlp import lexicon
from factlayer.nlp.contractions import negated_head
from factlayer.nlp.ellipsis import elliptical
from factlayer.nlp.sentences import looks_like_predicate

from .elided_objects import object_elided
from .empty_remarks import empty_remark
from .inversion import asks_inside
from .predicate_shapes import has_predicate_shape
from .rewrite import LETS_LEAD, LETS_PLAN_VERBS
from .sentence_ends import PREPOSITIONS as _PREPOSITIONS
from .sentence_ends import cut_off
from .set_off_leads import after_lead, bare_frame
from .talk import about_the_talk, ready_to_start
from .tidying import ER_HESITATION
from .token_forms import without_approximation, wordset

__all__ = ["FILLER_ONLY", "OPEN_END", "cut_off", "junk_reason", "meta_question", "norm", "salience", "trim"]


_LEADING = wordset("""
    yes yeah yep yup yea no nope nah um umm uh er erm hmm mm mhm oh ah okay ok alright right sure well so and but
    also then like actually anyway anyways hi hello hey see now
    """)
_ALWAYS_TRIM = wordset("um umm uh er erm hmm mm mhm oh ah okay ok alright well")
_CONJUNCTIONS = wordset("and but so then also anyway anyways now")
_WORD = re.compile(r"[A-Za-z0-9]+(?:['’][A-Za-z]+)?")
# "… thank you doctor" calls the listener; "… called my doctor" names the object: no determiner before the call
_NOT_OWNED = "".join(rf"(?<!\b{re.escape(d)}\s)" for d in sorted(lexicon.words("determiners")))
_TRAILING = re.compile(
    r"(?:[\s,;:–—-]+(?:um+|uh+|"
    + ER_HESITATION
    + r"|hmm+|(?<!let\s)you\s+know|i\s+mean|like|so|right|okay|ok|or\s+something|"
    r"and\s+stuff|and\s+(?:all\s+)?that|"
    r"and\s+everything|or\s+whatever|though|too|thank\s+you|thanks|bye(?:-bye)?|goodbye|(?:hi|hello|hey)\s+[a-z]+|"
    + _NOT_OWNED
    + r"(?:doctor|doc|sir|ma'am)|correct|yeah|"
    r"let(?:'s|\s+me|\s+us)\s+see|"  # thinking aloud: "… you have good hand grip let me see"
    r"(?:and|or|but)(?:\s+(?:just|then|so|um+|uh+))?))+[\s.,;:!?–—-]*$",  # trailed off: "… some episodes and"
    re.IGNORECASE,
)
_MARKER = re.compile(  # "to note, …"; "since we last spoke(,) …" (``lexicon/catch_up_leads.txt``); "thanks i'll …"
    rf"{lexicon.alternation('lead_markers')}\s*,|{lexicon.alternation('catch_up_leads')}\b[\s,–—-]*|"
    r"(?:you're\s+welcome|you\s+are\s+welcome|thank\s+you(?:\s+so\s+much)?|thanks)\s*,?\s+(?=(?:i|we)\b)",
    re.IGNORECASE,
)


def trim(text: str, start: int, end: int) -> tuple[int, int]:
    """Offsets of the clause without leading particles, fillers and conjunctions ("Yeah, um, so ") and
    trailing fillers and punctuation (", you know.")."""
    changed = True
    while changed and start < end:
        changed = False
        while start < end and (text[start].isspace() or text[start] in ",;:.!-–—…\"'“”()"):
            start += 1
            changed = True
        marker = _MARKER.match(text, start, end)  # "to note, …", "again, …"
        if marker:
            start, changed = marker.end(), True
            continue
        m = _WORD.match(text, start, end)
        if m and m.group().lower().replace("’", "'") in _LEADING:
            word = m.group().lower()
            after = m.end()
            nxt = text[after : after + 2].strip()[:1]
            if nxt in (",", ".", "!", ";", ":", "-", "") or word in _ALWAYS_TRIM or word in _CONJUNCTIONS:
                start = after
                changed = True
    tail_from = max(start, end - 60)  # trailing fillers are short: look only at the clause's end
    m2 = _TRAILING.search(text[tail_from:end])
    if m2 and tail_from + m2.start() > start and not _ends_on_binomial(text[start:end]):  # not "now and then"
        end = tail_from + m2.start()
    while end > start and (text[end - 1].isspace() or text[end - 1] in ",;:-–—"):
        end -= 1
    return start, end


def _ends_on_binomial(clause: str) -> bool:
    """Does the clause end on a fixed "X and Y" (``lexicon/binomials``: "every now and then", "back and forth"), or
    on "okay" after a verb ("my trip went okay": the answer, not a filler)?"""
    tail = " ".join(re.findall(r"[a-z']+", clause.lower())[-4:])
    said = re.search(r"\b(?:went|was|were|is|are|been|feel|felt|doing|going|turned out)\s+(?:okay|ok|alright)$", tail)
    return said is not None or any(tail.endswith(b) for b in lexicon.words("binomials"))


_GREETING = re.compile(
    r"^(?:(?:hi|hello|hey)(?:\s+there)?\s+(?=\w))?"
    r"(?:(?:hi|hello|hey|good\s+(?:morning|afternoon|evening))(?:\s+there)?(?:\s+\w+)?|"
    r"(?:it\s+is|it's|its)?\s*(?:(?:very|so|really)\s+)?(?:nice|good|great|lovely|a\s+pleasure)\s+to\s+(?:meet|see|hear\s+from)\s+you(?:\s+\w+)?|"
    r"how\s+are\s+you(?:\s+doing)?(?:\s+today)?|(?:i\s+am|i'm|im)\s+(?:(?:pretty|very|really)\s+)?(?:good|fine|okay|ok|great|well|alright|"
    r"doing\s+(?:good|well|fine|great|okay|alright)|not\s+(?:bad|too\s+bad))(?:\s+thanks?(?:\s+you)?)?(?:\s+today)?|"
    r"thank\s+you(?:\s+\w+){0,4}|thanks(?:\s+\w+){0,4}|you(?:'re|\s+are)\s+(?:very\s+|so\s+|most\s+)?welcome|no\s+problem|"
    r"your\s+(?:[\w,'-]+\s+){1,3}(?:really\s+)?(?:means?|mean|meant)\s+(?:a\s+lot|so\s+much|everything|something)(?:\s+to\s+me)?(?:,?\s+[a-z]+)?|"
    r"(?:(?:you\s+)?have\s+a\s+(?:good|nice|great|wonderful)\s+(?:day|one|night|weekend|evening))|take\s+care|see\s+you(?:\s+\w+){0,3}|bye|goodbye|"
    r"welcome(?:\s+\w+){0,3}|(?:i'm|i\s+am)\s+(?:glad|happy)\s+to\s+(?:hear|see)\s+(?:that|it|you)(?:\s+\w+)?)$",
    re.IGNORECASE,
)
_BACKCHANNEL = re.compile(
    r"^(?:okay|ok|alright|all\s+right|sure|right|yes|yeah|yep|no|nope|great|good|perfect|awesome|wonderful|cool|"
    r"nice|wow|oh|hmm|mm-hmm|uh-huh|i\s+see|i\s+understand|got\s+it|i\s+(?:totally\s+)?get\s+it|i\s+hear\s+you|"
    r"makes\s+sense|that\s+makes\s+sense|"
    r"(?:that\s+|it\s+)?sounds\s+(?:good|great|fine|like\s+a\s+(?:good\s+)?plan)|(?:that's|that\s+is|it's|it\s+is)\s+(?:correct|right|true|fine|okay|ok|alright|good|"
    r"great|perfect|wonderful|awesome|funny|interesting|understandable|good\s+to\s+(?:know|hear)|great\s+to\s+hear)|"
    r"exactly|absolutely|definitely|of\s+course|i\s+agree|sure\s+thing|will\s+do|i\s+will|i\s+can|i\s+do|i\s+did|"
    r"i\s+have|i\s+am|correct|true|fair\s+enough|me\s+too|same\s+here|go\s+ahead|hold\s+on|one\s+(?:moment|second))$",
    re.IGNORECASE,
)
_NON_ANSWER = re.compile(
    r"^(?:i\s+(?:don't|do\s+not)\s+know|i'm\s+not\s+sure|i\s+am\s+not\s+sure|not\s+that\s+i(?:'ve)?\s+\w+(?:\s+of)?|"
    r"i\s+(?:don't|do\s+not|can't|cannot)\s+remember|i\s+have\s+no\s+idea|no\s+idea|nothing\s+like\s+that|i\s+dunno|"
    r"nothing\s+else|not\s+really|not\s+at\s+all|none|not\s+that\s+i\s+can\s+think\s+of|i\s+guess(?:\s+so)?|maybe)$",
    re.IGNORECASE,
)
_DICTATION = re.compile(
    r"\b(?:hey\s+dragon|dragon|dax|finali[sz]e\s+(?:the\s+)?(?:note|report)|end\s+(?:of\s+)?(?:dictation|recording)|"
    r"(?:start|stop)\s+recording|new\s+paragraph|insert\s+(?:the\s+)?\w+|show\s+me\s+(?:the\s+)?|^next\s+patient\s+is|"
    r"^(?:i'm|i\s+am)\s+seeing\s+(?:mr|mrs|ms|miss|mister)\b)",  # "i'm seeing miss russell": the visit announced
    re.IGNORECASE,
)
# "let's go ahead and order a chest x-ray", "let's start you on lisinopril": a clinician's plan, not meta talk
# (the plan verbs of ``rewrite.lets_as_plan``, which writes it "we'll order …")
_LETS_PLAN = LETS_LEAD + LETS_PLAN_VERBS + r"\s+(?!(?:with|by|off|over|talking)\b)"
_META = re.compile(
    r"^(?:please\b|tell\s+me\b|walk\s+me\s+through\b|let\s+me\s+(?:ask|know|go|start|see|check|look|take|have|"
    r"examine|listen|feel|just|quickly|pull|review)\b|let's\s+(?!" + _LETS_PLAN + r")(?:see|take|go|do|talk|start|"
    r"begin|get|look|review|just|move|switch)\b|(?:i'll|i\s+will|i'm|i\s+am|we'll|we\s+will|we're|we\s+are|i\s+want\s+to|i'd\s+like\s+to|"
    r"i\s+wanna|i'm\s+gonna)\s+(?:just\s+)?(?:going\s+to\s+|gonna\s+)?(?:just\s+)?(?:go\s+ahead\s+and\s+)?"
    r"(?:(?:start|begin)(?!\s+(?:you\s+on|back|again|(?:a|an|my|our)\b|(?!thinking|talking)\w+ing\b|by\s+(?:sending|ordering|prescribing|getting|drawing|"
    r"checking)))|ask(?!\s+(?!you\b|a\s+few\b|a\s+couple\b|some\b|questions?\b|about\b|a\s+question\b)\w)|"
    r"go\s+(?:over|through)|talk\s+(?:about|to)|get\s+started|check\s+(?:out\s+)?(?:your|you|reflexes)|"
    r"look\s+(?:at|in|into)\s+(?:some\s+of\s+)?(?:your|you)|take\s+(?:good\s+)?care\s+of\s+you|listen|examine|take\s+a\s+(?:quick\s+)?(?:look|listen)|feel|press|touch|"
    r"(?:be\s+)?(?:verbaliz\w*|calling\s+out)\s+(?:some\s+of\s+)?(?:my|the)\s+findings|"
    r"(?:do|continue)\s+(?:all\s+of\s+)?(?:a|an|my|your|the)\s+(?:quick\s+)?(?:\w+\s+)?(?:exam|examination)|"
    r"review\s+(?:some|your)|do\s+a\s+(?:quick\s+)?(?:physical|exam)|tell\s+(?:dax|you)|see\s+you(?!\s+(?:back\s+|again\s+)?in\s+(?:\w+\s+){1,3}(?:days?|weeks?|months?|years?)\b)|"
    r"let\s+you\s+know\s+(?:what|when|how|if)|be\s+(?:right\s+)?back|check\s+(?:out\s+)?(?:some|a\s+few)\s+"
    r"things)\b|"
    r"(?:the\s+|my\s+)?nurse\s+will\s+(?:come|be)\s+(?:in|back)\b|i\s+have\s+(?:a\s+few|some|a\s+couple)\s+(?:of\s+)?(?:more\s+|other\s+)?questions\b|"
    r"i\s+haven't\s+seen\s+you\s+in\s+(?:a\s+)?while\b|"
    r"i(?:'m|\s+am)\s+sorry\b|sorry\s+to\s+hear|any\s+(?:other\s+)?questions|do\s+you\s+have\s+any\s+questions|"
    r"(?:here|there)\s+(?:we|you)\s+(?:go|are)|(?:so|now)\s+i\s+(?:will|'ll)|(?:i\s+know\s+)?we\s+(?:went|'ve\s+gone|"
    r"have\s+gone)\s+(?:over|through)\s+(?:a\s+lot|everything|all\s+that|that|this|it)$|(?:i|we)\s+can\s+get\s+started\b)",
    re.IGNORECASE,
)
# Particles before a clause ("okay so let me examine you"): they do not hide meta talk.
_LEAD_PARTICLES = re.compile(r"^(?:(?:" + lexicon.alternation("lead_connectors") + r"|listen)\s+)+", re.IGNORECASE)
_SMALL_TALK = re.compile(
    r"\b(?:weather|sunny|rainy|snowy|foliage|(?:the\s+)?(?:summer|winter|fall|spring|autumn)\s+(?:is|was)\s+(?:over|here|"
    r"coming)|(?:summer|winter|fall|spring)\s+person|how\s+was\s+your\s+(?:weekend|holiday|trip))\b",
    re.IGNORECASE,
)
# An opinion or a guess is not a fact (seed 001): "I think it's out of control", "I guess", "I suppose"; nor a clause
# opening on a one-word hedge of ``lexicon/hedges.txt`` ("maybe", "probably", "hopefully you've passed that stone").
_OPINION = re.compile(
    r"^(?:i\s+(?:just\s+)?(?:think|guess|suppose|imagine|wonder|reckon|believe|feel\s+like|dunno|don't\s+think|"
    r"kind\s+of|sort\s+of)|" + "|".join(re.escape(w) for w in sorted(lexicon.words("hedges")) if " " not in w) + r")\b"
)
# …but a clinician's "I think you have a lumbar strain" / "I think this is an exacerbation" is the assessment,
# kept as what they think ("The doctor thinks the patient has a lumbar strain."), the belief in the fact's words.
_ASSESSMENT = re.compile(r"^i\s+(?:do\s+)?(?:think|believe)\s+(?:that\s+)?(?:you|your|(?:this|that|it)(?:'s|\s+is))\b")
_SUBORDINATE_START = wordset("if when whenever because since although though while unless until whether as")
OPEN_END = wordset("""
    a an the my your his her our their its this that these those to of in on at for from with by about and or but
    so because if when than as i you we they he she is are was were be been being have has had do does did will
    would can could should like just very really doing going gonna been i'm i've it's that's there's
    """)
FILLER_ONLY = wordset("""
    yes yeah yep no um uh oh okay ok alright right sure well so and but also then like actually thank thanks you i
    got it great good fine cool nice it's that's is was really very just know mean think kinda sorta
    """)
_FIRST_PERSON_NP = re.compile(r"^(?:a|an|the|my|some)\b.*\bmy\b", re.IGNORECASE)


@lru_cache(maxsize=16384)
def norm(text: str) -> str:
    """Lower case, contractions joined ("we 're" → "we're"), punctuation out, spaces single (cached: the extractor
    asks it of the same clauses again and again)."""
    t = text.lower().replace("’", "'")
    t = re.sub(r"(\w) n't\b", r"\1n't", t)
    t = re.sub(r"(\w) '(s|re|ve|ll|d|m)\b", r"\1'\2", t)
    t = re.sub(r"\b(wan|gon) na\b", r"\1na", t)
    t = re.sub(r"[^\w\s'-]", " ", t)
    return re.sub(r"\s+", " ", t).strip()


_NOT = re.compile(r"\b(\w+)n't\b", re.IGNORECASE)


def _not(m: re.Match[str]) -> str:
    """ "didn't" → "did not", "can't" → "can not", "won't" → "will not": the verb as the verb list has it."""
    head = m.group(1)
    verb = negated_head(head.lower())
    return f"{head if verb == head.lower() else verb} not"


_REPORT_VERBS = frozenset(w for row in lexicon.rows("report_verbs") for w in row)


def junk_reason(
    clause: str, *, is_question: bool = False, clinician: bool = False, is_name: Callable[[str], bool] | None = None
) -> str | None:
    """The junk rule that drops this clause, or None if it may be a fact (see the module docstring).
    Give it the tidied clause (``rewrite.tidy``): stammers and transcriber marks out. ``clinician``: said by
    one, whose "I think you have …" is the assessment (``assessment``). ``is_name``: a capitalised word the
    transcript knows as someone's name ("Tom hid …": ``predicate_shapes.name_and_past``)."""
    core = norm(clause)
    owned = "".join(rf"(?<!\b{w})" for w in ("a", "an", "the", "my", "your", "his", "her", "our", "their"))
    core = re.sub(owned + r"\s+(?:doctor|doc|sir|ma'am|mom|dad|dear)$", "", core)  # not "… becoming a mom"
    if not core:
        return "filler"
    if _DICTATION.search(core):
        return "dictation"
    if is_question or clause.rstrip().endswith("?") or asks_inside(core):
        return "question"
    if _GREETING.match(core):
        return "greeting"
    if _BACKCHANNEL.match(core):
        return "backchannel"
    if _NON_ANSWER.match(core):
        return "non_answer"
    if _META.match(_LEAD_PARTICLES.sub("", core)) or about_the_talk(_LEAD_PARTICLES.sub("", core)):  # "let me …"
        return "meta_talk"
    if _SMALL_TALK.search(core):
        return "small_talk"
    if core in lexicon.words("encouragements"):
        return "backchannel"  # "You got this!", "I'm here for you"
    if (remark := empty_remark(core, clause, clinician=clinician)) is not None:
        return remark  # "You're awesome!", "I'm so excited!", "… to see how resilient"
    if _OPINION.match(core) and not (clinician and _ASSESSMENT.match(core)):
        return "hedged"
    words = core.split()
    if all(w in FILLER_ONLY for w in words):
        return "filler"
    if elliptical(words):
        return "backchannel"
    object_you = words[-1] == "you" and len(words) > 2 and words[-2] in _PREPOSITIONS  # "… a catheterization on you"
    if words[-1] in OPEN_END and not object_you and not clause.rstrip().endswith((".", "!")):
        return "fragment"
    if words[-2:-1] in (["i"], ["we"], ["you"]) and words[-1] in ("feel", "feels") and words[-3:-2] != ["how"]:
        return "fragment"  # "there are some days when i feel": what is felt comes after
    if len(words) > 1 and words[-2] in lexicon.words("personal_subjects") and words[-1] in lexicon.words("cessation"):
        return "fragment"  # "… but it upset my stomach, so i stopped": what was stopped was said before
    if object_elided(words):
        return "fragment"  # "I disagree.", "you don't need to stop": with what, stop what, the turn before says
    if (words[0] in _SUBORDINATE_START or words[:2] == ["even", "though"]) and "," not in clause:
        return "fragment"
    if (
        not looks_like_predicate(_NOT.sub(_not, clause.replace(" n't", "n't")))  # "the ibuprofen didn't help"
        and not looks_like_predicate(after_lead(clause) or "")  # "Besides writing, I also enjoy reading"
        and not ((frame := bare_frame(clause.strip())) and looks_like_predicate(clause.strip()[frame.end() :]))
        and not _FIRST_PERSON_NP.match(core)
        and not _REPORT_VERBS & set(words)  # "the x-rays show no fracture"
        and not has_predicate_shape(clause, is_name)  # "sunflowers mean warmth", "here's a pic of my family …"
    ):
        return "fragment"
    return None


_NUMBER = re.compile(
    r"\b(?:\d+(?:[.,/]\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|"
    r"forty|fifty|sixty|hundred|thousand|half|once|twice)\b",
    re.IGNORECASE,
)
_DOMAIN = re.compile(
    r"\b(?:\w+(?:pril|olol|statin|sartan|formin|cillin|mycin|azole|pine|prazole|oxetine|aline|tidine|done|pam|lam)|"
    r"medication|medicine|pill|dose|mg|milligrams?|insulin|aspirin|ibuprofen|tylenol|advil|lasix|inhaler|"
    r"pain|ache|aches|cough|fever|nausea|vomiting|swelling|dizzy|dizziness|tired|fatigue|rash|headache|"
    r"breath|bleeding|numbness|tingling|anxiety|depression|diabetes|pressure|cholesterol|surgery|allerg\w*|"
    r"smoke|smoking|alcohol|drink|exercise|diet|sleep|weight|blood|heart|x-ray|mri|scan|test|results?|"
    r"refer\w*|schedule\w*|appointment|follow|order|increase|decrease|start|stop|continue|prescri\w+|therapy|"
    r"wife|husband|son|daughter|kids|children|mother|father|sister|brother|married|divorced|work|job|works|"
    r"school|moved|live|lives|born|budget|deadline|price|cost|euros?|dollars?|decided|agreed|plan|project|"
    r"design|meeting|team|launch|adopted|bought|started|joined|years?|months?|weeks?|days?)\b",
    re.IGNORECASE,
)
_HEDGE = re.compile(
    r"\b(?:i think|i guess|maybe|probably|might|i believe|kind of|sort of|possibly|i feel like)\b", re.I
)
_LOOSE_OBJECT = re.compile(
    r"\b(?:take|took|taking|do|did|doing|use|used|try|tried|like|liked)\s+(?:it|that|them|this)\b", re.I
)


def salience(clause: str, *, answered: bool = False, assessed: bool = False) -> float:
    """How worth keeping a (non-junk) clause is, 0–1 (see the module docstring)."""
    score = 0.4
    if _NUMBER.search(clause):
        score += 0.2
    if _DOMAIN.search(clause):
        score += 0.15
    content = [w for w in norm(clause).split() if len(w) > 3 and w not in OPEN_END]
    score += min(0.2, 0.05 * len(content))
    if answered:
        score += 0.1
    if _HEDGE.search(without_approximation(clause)) and not assessed:  # a clinician's assessment is no guess
        score -= 0.2
    if _LOOSE_OBJECT.search(clause):
        score -= 0.15
    return round(max(0.0, min(1.0, score)), 4)


# A question about the conversation itself ("any questions?", "does that make sense?"): its answer is no fact.
_META_QUESTION = re.compile(
    r"\b(?:any|other|more)\s+(?:other\s+)?questions?\b|\bquestions?\s+for\s+me\b|"
    r"\b(?:does|did)\s+that\s+(?:make\s+sense|sound\s+(?:good|okay|ok|alright))\b",
    re.IGNORECASE,
)


def assessment(clause: str) -> bool:
    """Is the clause a clinician's "I think you have …" (their assessment, not a guess)?"""
    return _ASSESSMENT.match(norm(clause)) is not None


def meta_question(question: str) -> bool:
    """Does the question ask about the conversation itself ("any questions?", "does that make sense?")?"""
    return _META_QUESTION.search(question) is not None or ready_to_start(norm(question))  # "ready to get started?"
