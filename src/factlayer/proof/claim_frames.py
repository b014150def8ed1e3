"""Verbs that frame a claim's content: asking, telling, denying, and the requests and advice they report
("Maria asked John to keep her posted", "the doctor told the patient he can stop the ibuprofen")."""

from __future__ import annotations

from factlayer.nlp import lexicon
from factlayer.nlp.phrases import find_phrase
from factlayer.nlp.tokens import Token

ASKED = lexicon.words("asking_verbs")
DENY = frozenset({"denies", "denied", "deny", "denying"})
TELLS = frozenset({"tell", "tells", "told", "telling"})
AFTER_FRAME = frozenset({"that", "about", "of", "to", ":", ",", "how", "whether", "if"})


def asks_to(tokens: list[Token], i: int) -> bool:
    """ "asked (John | him | the patient | members participating in person) (not) to ...": a request, not a
    question — the "to" within ``_ASKS_TO_REACH`` words of the verb, before any clause of its own."""
    words = [t.low for t in tokens[i : i + _ASKS_TO_REACH]]
    return "to" in words and not ({"whether", "if", "about", "that", ","} & set(words[: words.index("to")]))


_ASKS_TO_REACH = 6


def tells_to(tokens: list[Token], i: int) -> bool:
    """ "told (the patient) (not) to ...": a request; not "said they might need to ...", whose "to" follows a modal
    or a verb of wish (a hedge or a plan, as the content's own words say)."""
    if not asks_to(tokens, i):
        return False
    words = [t.low for t in tokens[i : i + _ASKS_TO_REACH]]
    before = words[: words.index("to")]
    leads = (
        lexicon.words("modal_heads")
        | lexicon.words("volition")
        | {p.split()[0] for p in lexicon.words("advice_modals")}
    )
    return not any(w in leads for w in before)


def advises(verb: str, tokens: list[Token], i: int) -> bool:
    """A verb of saying (``lexicon/saying.txt``) whose content holds a modal of advice or leave
    (``lexicon/advice_modals.txt``) right after its subject, within ``_ADVICE_REACH`` words ("the doctor told the
    patient he can stop the ibuprofen", "says the patient should take NSAIDs"; not "says the organizations have
    not received the money they need to ..."): a request reported, borne out by the request ("you can stop the
    ibuprofen") as by a plain statement, never by a question ("can I stop it?")."""
    window = [t.low for t in tokens[i : i + _ADVICE_REACH]]
    return verb in lexicon.words("saying") and find_phrase(window, "advice_modals") is not None


_ADVICE_REACH = 5


def frames_content(tokens: list[Token], i: int) -> bool:
    """Does the verb at ``i`` frame content after it? A verb of talking only with what is talked about ("talked
    about the budget", "spoke with the minister about funding"), not with whom alone ("talked to her manager") nor
    anything else ("Ann usually talks | when it rains"); another verb of saying not before a greeting ("Bo says
    hi"), nor a verb of agreeing with someone and no "that" ("agreed with the honourable member": the agreeing is
    the deed, which "I disagree with the honourable member" opposes). Otherwise the verb is the claim's own deed, a
    word to find like any other."""
    nxt = next((t for t in tokens[i + 1 :] if t.low not in _ADVERBS), None)
    agreeing = lexicon.groups("framing").get(tokens[i].low) == "agree"
    if agreeing and (nxt is None or not nxt.is_word):
        return False  # "Lee agreed.": the agreeing is the deed ("Yes, I agree" bears it out)
    if agreeing and nxt is not None and nxt.low == "with":
        return "that" in {t.low for t in tokens[i + 2 :]}  # "agreed with her that the plan works": the content
    if tokens[i].low in _TALKING:  # "spoke with the minister about …": whom, then what
        return nxt is not None and (nxt.low in ("about", "of", ",", ":") or "about" in {t.low for t in tokens[i:]})
    return nxt is None or nxt.low not in lexicon.words("greetings")


_ADVERBS = lexicon.words("frame_adverbs")
_TALKING = lexicon.words("talking")
