"""True statements the engine did not verify (issue #12, round "truev3"): kinds of miss read off the fit half of
the fact-level set, each fixed by one general rule. Each case is hand-written: a true claim that now verifies
and minimally altered false twins that must not.
"""

from __future__ import annotations

import pytest

from factlayer.nlp.tokens import tokenize
from factlayer.proof.proof import Status, prove

PROGRAMS = (
    "Anna: Our programs are also helping 380,000 students and 639,000 businesses across the country.\nBen: Good.\n"
)
PILLS = "[doctor] so you take 20 mg of metoprolol , and 10 mg of lisinopril every morning .\n[patient] yes .\n"
APOLOGIES = (
    "Chair: We have received apologies from Siân Gwenllian and there is no substitute this morning.\nBob: Thanks.\n"
)
GIMMICK = "Ann: The crank is more of a gimmick then actually a useful thing.\nBob: Fair.\n"
WHALES = (
    "Ivo: I kind of like whales.\n"
    "Ann: {vocalsound}\n"
    "Ivo: They come in and eat everything in sight.\n"
    "Ivo: And they're quite harmless and gentle.\n"
)
TOURNAMENT = (
    "Nate: I'm at a gaming tournament this weekend.\n"
    "Joanna: Good luck!\n"
    "Nate: Thanks! I don't expect to win big here, I just like playing for fun.\n"
)
TRAMADOL = (
    "[doctor] for the pain , okay , so tramadol , 50 milligrams , every six hours as needed .\n[patient] okay .\n"
)
EPIPEN = "[doctor] and any other medications ?\n[patient] just my epipen for anaphylaxis when i need it .\n"
RELIANT = "Ann: People about forty and above would not be so reliant on a computer.\nBob: True.\n"
BOOKS = "John: Do you have any favorite books you love reading?\nTim: For sure! The Hobbit and Dune are amazing.\n"
HISTORY = (
    "[doctor] and any family history of heart disease ?\n"
    "[patient] uh , no , actually . not in my immediate family , but i have on my cousin's side of the family .\n"
)
SYMPTOMS = (
    "[doctor] have you had any abdominal pain ? um , nausea ? do you feel bloated ?\n"
    "[patient] um , the first and the last . so , i've been having some abdominal pain and i feel bloated all day .\n"
)
SHELTER = "Maria: Last week I volunteered at a shelter during an event for kids.\nJohn: That's so kind!\n"
JOB = "Jon: I lost my job as a banker yesterday.\nGina: Oh no, sorry to hear that.\n"
ROUNDS = "Ann: You only move to the second round if the first round is passed. If the score is low, we stop there.\n"
INJECTION = (
    "[doctor] and we can also try a cortisone injection into the hip to see if that offers any relief .\n"
    "[patient] i would like to definitely get the injection .\n"
)
LABELS = (
    "Mr. Blaine Calkins (Red Deer, CPC): Thank you, Mr. Chair. My question is for the minister.\n"
    "Hon. Marie-Claude Bibeau (Minister of Agriculture and Agri-Food): Mr. Chair, we have made commitments.\n"
)
JOY = "Nate: What else brings you joy?\nJoanna: Writing and hanging with friends!\n"
BOOK = "Jon: Did you give the book to Tim?\nGina: Yes.\n"
A1C = "[doctor] so your hemoglobin a1c here is 8 , you know last time we had seen it , it was about 6 .\n"
SAYS = "Ivo: I kind of like whales.\nAnn: Why?\nIvo: And they're quite harmless and gentle.\n"
SISTER = "Ivo: My sister came over.\nAnn: Nice.\nIvo: She is quite tired these days.\n"
SURF = (
    "Tim: I don't surf, but reading helps me escape.\n"
    "John: Cool.\n"
    "Tim: Reading is like another world, same as surfing is for you.\n"
)
ALCOHOL = (
    "Doctor: Do you drink alcohol?\n"
    "Patient: I drink alcohol on weekends.\n"
    "Doctor: Okay.\n"
    "Patient: Actually no, no alcohol since my surgery.\n"
)
SMOKE = (
    "Doctor: Do you smoke?\n"
    "Patient: No, I don't smoke.\n"
    "Doctor: Okay.\n"
    "Patient: Well, actually, a few cigarettes a day, yeah, I smoke.\n"
)
IDEAS = "Ann: I would like to ask you guys for your ideas about the design at the end of the meeting .\nBob: Sure .\n"


CASES: dict[str, list[tuple[str, str, bool]]] = {
    # a value said of the claim's word in the next clause of the sentence, the core's value counting another word
    "value-of-the-next-clause": [
        ("The programs are helping 639,000 businesses.", PROGRAMS, True),
        ("The programs are helping 380,000 businesses.", PROGRAMS, False),
        ("The programs are helping 639,000 students.", PROGRAMS, False),
        ("The patient takes 10 mg of lisinopril.", PILLS, True),
        ("The patient takes 20 mg of lisinopril.", PILLS, False),
    ],
    # letters with accents are letters, and a name is matched with or without them
    "accents": [
        ("There is no substitute for Sian Gwenllian this morning.", APOLOGIES, True),
        ("There is no substitute for Sian Jones this morning.", APOLOGIES, False),
    ],
    # "than" is a function word ("more of a gimmick then a useful thing")
    "than": [
        ("The crank is more of a gimmick than a useful thing.", GIMMICK, True),
        ("The crank is more of a toy than a useful thing.", GIMMICK, False),
    ],
    # a claim's own other value is no rival of this one; two values in their own clauses, in the claim's order
    "own-other-value": [
        ("The patient's hemoglobin A1c is 8, up from about 6.", A1C, True),
        ("The patient's hemoglobin A1c is 6, up from about 8.", A1C, False),
        ("The patient's hemoglobin A1c is 9, up from about 6.", A1C, False),
        ("The patient's hemoglobin A1c is 8, up from about 7.", A1C, False),
    ],
    # ... not an ordinal: "the first stage" and "the second" are two things
    "ordinals": [
        ("If the score was low, the first round was passed and the second was passed.", ROUNDS, False),
    ],
    # a reply takes up the topic of what the other speaker put forward (a proposal), not only of what was stated
    "reply-to-a-proposal": [
        ("The patient would like to get the cortisone injection.", INJECTION, True),
        ("The patient would like to get the steroid injection.", INJECTION, False),
        ("The patient would not like to get the cortisone injection.", INJECTION, False),
    ],
    # what a speaker's label says of them in parentheses is their own statement about themselves
    "label-role": [
        ("Marie-Claude Bibeau is the Minister of Agriculture and Agri-Food.", LABELS, True),
        ("Marie-Claude Bibeau is the Minister of Finance.", LABELS, False),
        ("Blaine Calkins is the Minister of Agriculture and Agri-Food.", LABELS, False),
    ],
    # in a question read through its answer, "you" in an object's place is the one who answers
    "answerer-as-you": [
        ("Writing and hanging with friends bring Joanna joy.", JOY, True),
        ("Writing and hanging with friends bring Nate joy.", JOY, False),
        ("Painting brings Joanna joy.", JOY, False),
        ("Gina gave the book to Tim.", BOOK, True),
        ("The book was given to Gina.", BOOK, False),
    ],
    # contracted anaphors and "here" refer back like "they" and "there"
    "anaphor-forms": [
        ("The whales are harmless and gentle.", WHALES, True),
        ("The dolphins are harmless and gentle.", WHALES, False),
        ("Nate does not expect to win big at the tournament.", TOURNAMENT, True),
        ("Nate does not expect to win big at the concert.", TOURNAMENT, False),
    ],
    # what a speaker says of a thing he names: his "they" is that thing, not someone other than him
    "they-for-a-thing": [
        ("Ivo says whales are harmless and gentle.", SAYS, True),
        ("Ivo says dolphins are harmless and gentle.", SAYS, False),
        ("Ann says whales are harmless and gentle.", SAYS, False),
        ("Ivo says he is quite tired these days.", SISTER, False),
        ("Ivo is quite tired these days.", SISTER, False),
    ],
    # a support is not undone by a later conflict less surely about the subject; a correction by the subject is
    "later-unnamed-conflict": [
        ("Tim does not surf.", SURF, True),
        ("Tim surfs.", SURF, False),
        ("The patient does not smoke.", SMOKE, False),
        ("The patient drinks alcohol.", ALCOHOL, False),  # only for a denial: a correction need not name anyone
    ],
    # a note's verb for a regimen or an order ("prescribes", "uses") that the conversation names without it
    "note-verbs": [
        ("The doctor prescribes tramadol 50 milligrams every six hours as needed.", TRAMADOL, True),
        ("The doctor prescribes tramadol 50 milligrams every eight hours as needed.", TRAMADOL, False),
        ("The doctor prescribes codeine 50 milligrams every six hours as needed.", TRAMADOL, False),
        ("The patient uses an EpiPen for anaphylaxis.", EPIPEN, True),
        ("The patient uses an EpiPen for asthma.", EPIPEN, False),
        ("The patient does not use an EpiPen for anaphylaxis.", EPIPEN, False),
    ],
    # the second sentence of a reply still answers the question before the reply, with the words of that question
    "second-sentence-of-a-reply": [
        ("Tim's favorite books are The Hobbit and Dune.", BOOKS, True),
        ("Tim's least favorite books are The Hobbit and Dune.", BOOKS, False),
        ("There is heart disease on the patient's cousin's side of the family.", HISTORY, True),
        ("There is heart disease on the patient's mother's side of the family.", HISTORY, False),
        ("The patient has abdominal pain and nausea.", SYMPTOMS, False),
        (
            "The patient's right knee hurts.",
            "Doctor: Which knee hurts?\nPatient: The left one. My right knee is fine.\n",
            False,
        ),
    ],
    # a claim's time said before its subject: the subject is read after it, the time is still a unit to find
    "time-before-subject": [
        ("Last week Maria volunteered at a shelter during an event for kids.", SHELTER, True),
        ("Last week John volunteered at a shelter during an event for kids.", SHELTER, False),
        ("Last month Maria volunteered at a shelter during an event for kids.", SHELTER, False),
        ("Yesterday Jon lost his job.", JOB, True),
        ("Yesterday Gina lost her job.", JOB, False),
        ("Today Jon lost his job.", JOB, False),
    ],
    # ... but what a negative claim denies must be its own verb, and evidence saying something else of the
    # object ("would be overkill") orders nothing
    "note-verbs-refused": [
        ("The doctor orders a CT scan of the head.", "[doctor] a ct scan of the head would be overkill .\n", False),
        ("People about forty and above do not use computers.", RELIANT, False),
    ],
}


@pytest.mark.parametrize(
    ("claim", "source", "verified"),
    [pytest.param(*case, id=f"{kind}-{k}") for kind, cases in CASES.items() for k, case in enumerate(cases)],
)
def test_true_claim_verifies_and_its_twin_does_not(claim: str, source: str, verified: bool) -> None:
    status = prove(claim, source).status
    assert (status is Status.VERIFIED) is verified, (claim, status)


@pytest.mark.parametrize(
    ("claim", "status"),
    [
        # one word for the people addressed in the place of another is no rival: not a contradiction
        (
            "Ann would like to ask the others for their ideas about the design at the end of the meeting.",
            "UNVERIFIABLE",
        ),
        (
            "Ann would like to ask the client for their ideas about the design at the end of the meeting.",
            "CONTRADICTED",
        ),
    ],
)
def test_people_words_are_no_rivals(claim: str, status: str) -> None:
    assert prove(claim, IDEAS).status.value == status


def test_accented_letters_stay_in_their_word() -> None:
    assert [(t.text, t.low) for t in tokenize("Siân’s café")] == [("Siân’s", "sian's"), ("café", "cafe")]
