"""A claim's text read into propositions and their units (``claim.Claim``)."""

from __future__ import annotations

from factlayer.nlp import lexicon
from factlayer.nlp.clauses import clauses
from factlayer.nlp.modality import Modality, modality
from factlayer.nlp.negation import negated
from factlayer.nlp.normalise import values
from factlayer.nlp.persons import UNKNOWN, Subject
from factlayer.nlp.phrases import find_phrase
from factlayer.nlp.subjects import subject_of
from factlayer.nlp.time_lead import lead_phrase, lead_time
from factlayer.nlp.tokens import Token, tokenize
from factlayer.proof.claim import PERSONAL, Claim, Proposition
from factlayer.proof.claim_frames import AFTER_FRAME, ASKED, DENY, TELLS, advises, asks_to, frames_content, tells_to
from factlayer.proof.claim_openings import after_remarks, speaker_at_start
from factlayer.proof.claim_referents import pronoun_of_another
from factlayer.proof.claim_terms import content_terms, frame_terms
from factlayer.proof.frame_unit import wished
from factlayer.proof.relation_modifiers import relation_modifiers
from factlayer.proof.sentence_modes import conditioned


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


def parse(text: str, known_names: frozenset[str] = frozenset(), labels: frozenset[str] = frozenset()) -> Claim:
    """Split a claim into propositions and units. ``known_names``: aliases of the source's speakers;
    ``labels``: their labels as written."""
    tokens, opening_hedge = after_remarks(tokenize(text))
    # A claim is written, not spoken: "Has a headache" is a note, only a question mark makes it a question.
    question = bool(tokens) and tokens[-1].low == "?"
    opening = speaker_at_start(tokens, labels)
    subject, i = opening if opening is not None else subject_of(tokens, None, None, known_names)
    holder: Subject | None = None
    framed_modality: Modality | None = None
    deny = advice = told = agreed = False
    framing = lexicon.groups("framing")
    frames = framing.keys() | ASKED | DENY | lexicon.words("requesting") | lexicon.words("believing")
    not_framed = False
    # "The team thought that ...": a view held by the whole group, which one speaker's "we" does not show; the
    # group word stays a unit to find ("the team works for ..." is borne out by "we're working for ...").
    group_view = i > 0 and i < len(tokens) and tokens[i - 1].low in lexicon.words("collectives")
    group_terms = content_terms([tokens[i - 1]], set()) if group_view and tokens[i].low in frames else ()
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
        and frames_content(tokens, i)
    ):
        verb = tokens[i].low
        holder = subject if subject.known() else None
        requesting = lexicon.words("requesting") | {"like", "love"}
        framed_modality = (
            "requested"
            if (verb in ASKED or verb in TELLS) and asks_to(tokens, i + 1)  # "Maria asked John to keep her posted",
            # "Jon tells Gina to make sure …": a directive, not a report
            else "asked"
            if verb in ASKED
            else "requested"
            if verb in requesting
            else "hedged"
            if verb in lexicon.words("believing")
            else None
        )
        deny = verb in DENY or not_framed
        agreed = framing.get(verb) == "agree" and not deny
        advice = advises(verb, tokens, i + 1)
        told = framing.get(verb) == "tell" and tells_to(tokens, i + 1)  # "Gina told Jon not to forget ..."
        i += 1
        while i < len(tokens) and tokens[i].low in AFTER_FRAME:
            if tokens[i].low in ("if", "unless") and framed_modality is None:
                framed_modality = "hypothetical"  # "the doctor said that if it was cancer they would see ..."
            i += 1
    body = tokens[i:] if holder is not None or deny or framed_modality or opening is not None else tokens
    propositions: list[Proposition] = []
    body_clauses = clauses(list(body), subordinate=False)
    frame = frame_terms(tokens, known_names)
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
            own = _owned_by_the_name_before(own, part, subject, body_clauses[c - 1] if c else [], known_names)
            prop_subject = own if own.known() else (subject if subject.known() else UNKNOWN)
            if not own.known() and pronoun_of_another(tokens, part, subject.names):
                prop_subject = UNKNOWN  # "The patient usually sees Dr. Xu, but he was not available": not the patient
            elif not own.known() and _owner_by_gender(subject, part):
                prop_subject = Subject("person", subject.names)  # "The patient's wife thinks he should …": the patient
            personal = not prop_subject.known() and 0 < k <= len(part) and part[k - 1].low in PERSONAL
            skip = set(range(lead, k)) if own.known() or part is body[: len(part)] else set()
            if part[0] is tokens[0] or (holder is None and part[0].start < (tokens[i].start if i < len(tokens) else 0)):
                skip = set(range(lead, k))
            if prop_subject.kind == "relation":
                skip -= relation_modifiers(part, lead, k)
            found = values(part)
            for v in found:
                skip.update(range(v.first, v.last + 1))
            # a speaker's label opened the claim and was cut off the body: read the first clause with it, so "Tom cut
            # back on sugar" (a past the bare form spells) is no command "cut back on sugar"
            said = [*tokens[:i], *part] if opening is not None and holder is None and part[0] is body[0] else part
            mode: Modality = framed_modality or ("asked" if question else modality(said, question=False))
            if c in conditional and mode in ("asserted", "hedged"):
                mode = "hypothetical"
            if mode == "asserted" and (advice or told):
                mode = "requested"  # "the doctor told the patient he can stop the ibuprofen": leave reported
            if mode == "reported" and holder is None and wished(part):
                mode = "requested"  # "Sara wants to go to Portugal": her wish, as "I'd love to go" is
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
                    terms=content_terms(part, skip, known_names) + group_terms,
                    values=tuple(found),
                    subject_is_holder=holder is not None and not own.known(),
                    personal=personal,
                    frame=frame,
                    advice=mode == "requested" and advice,
                    agreed=agreed,
                )
            )
    return Claim(text, tuple(p for p in propositions if p.terms or p.values))


def _owned_by_the_name_before(
    own: Subject, part: list[Token], subject: Subject, before: list[Token], known: frozenset[str]
) -> Subject:
    """ "Tim and | his wife hosted …": the relative of the name said just before (the claim's opening subject, or a
    name alone in the clause before: the subjects cut at "and his"), not of anyone ("his" was read as no one's)."""
    if own.kind != "relation" or own.names or len(part) < 2 or part[0].low != "and" or part[1].low not in _OWNERS:
        return own
    if before:
        name, k = subject_of(before, None, None, known)
        name = name if k == len(before) else UNKNOWN
    else:
        name = subject
    if name.kind != "person" or not name.names:
        return own
    return Subject("relation", name.names, own.relation)


_OWNERS = lexicon.words("third_person_possessives")


def _owner_by_gender(subject: Subject, part: list[Token]) -> bool:
    """The part opens on "he"/"she" of the other gender than the relation the claim is about ("The patient's wife
    thinks | he should stop running"): the pronoun is the relation's owner, the one other person the claim names."""
    if subject.kind != "relation" or not subject.names or not part:
        return False
    said = part[0].low
    if said in ("him", "her") and len(part) > 1 and part[1].low == "to":
        return True  # "The patient's daughters wanted | her to move …": an object is never its own clause's subject
    gender = lexicon.groups("relation_genders").get(subject.relation or "")
    return gender is not None and said in ("he", "she") and said != gender
