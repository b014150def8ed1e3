"""Issue #12: a statement credited to the wrong person — kinds found by hand-written probe grids (chats, visits,
meetings), each false claim beside a true twin that must stay VERIFIED (proof/attribution.py, nlp/subjects.py,
nlp/titles.py, nlp/clauses.py, nlp/modality.leading_no). Every false row was VERIFIED on the code before."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove

_MOM = (
    "[doctor] so tell me about your family history .\n[patient] my dad had a heart attack at 60 .\n"
    "[doctor] okay . and your mom ?\n[patient] she has high blood pressure .\n"
)
_SON = "[doctor] how's your son doing ?\n[patient] he broke his arm playing soccer .\n"
_ASTHMA = "[doctor] how is your daughter's asthma ?\n[patient] it's much better since she started the inhaler .\n"
_JONES = (
    "[doctor] hi , mr. jones . this is my colleague doctor smith .\n[patient] hi .\n"
    "[doctor] mr. jones has been having chest pain for two weeks .\n"
)
_STUDIO = "Gina: Jon told me his dance studio is opening next month.\nJon: Yeah, I'm so excited.\n"
_LISA = "Tom: Lisa said she's pregnant!\nAmy: Wow!\n"
_PUPPY = "Audrey: Andrew, how's your new puppy?\nAndrew: He's great, already potty trained!\n"
_SUNSET = "Caroline: Melanie, you painted that sunset, right?\nMelanie: Yes, last summer!\n"
_OSCAR = "Angela: Did you finish the report?\nKevin: Not yet, Oscar is still working on the numbers.\n"
_JOB = "Gina: I lost my job last month.\nJon: {reply}\n"
_DICTATED = (
    "[doctor] mr. thompson is a 45-year-old male who presents with back pain .\n"
    "[doctor] he reports that the pain started two weeks ago .\n[patient] that's right .\n"
)
_MURMUR = "[doctor] on exam , i do appreciate a systolic murmur .\n[patient] is that bad ?\n"
_A1C = "[doctor] your a1c is 8.2 today .\n[patient] that's higher than last time .\n"
_SHOT = "[doctor] we'll have the nurse come in and give you a flu shot .\n[patient] okay .\n"
_ANNA = (
    "[doctor] hi , anna . how are you ?\n"
    "[patient] i'm okay . my daughter drove me here because i can't drive with my eye .\n"
)
_TAXES = (
    "Mr. John Smith (Calgary, CPC): The minister promised to cut taxes last year.\n"
    "Hon. Jane Doe (Minister of Finance): We delivered on that promise.\n"
)

FALSE = [
    # "she" is not the father; "he"/"she" after "your son" is the listener's son
    (_MOM, "The patient's father has high blood pressure."),
    (_SON, "The doctor's son broke his arm."),
    (_ASTHMA, "The doctor's daughter started the inhaler."),
    # "mr. jones" in lower-case text is a name: the doctor speaks of him, not of herself
    (_JONES, "The doctor has been having chest pain."),
    # "his" in Gina's words is never Gina's; "Lisa said she …" is about Lisa, not the teller
    (_STUDIO, "Gina's dance studio is opening next month."),
    (_LISA, "Tom is pregnant."),
    # "your" puppy, asked of Andrew by Audrey, is Andrew's
    (_PUPPY, "Audrey's puppy is potty trained."),
    # "that sunset" is a determiner's noun, not a relative clause that lost its subject
    (_SUNSET, "Caroline painted a sunset."),
    # a reply's "Not yet," answers the question; the clause after it is about Oscar, not the speaker
    (_OSCAR, "Kevin is working on the numbers."),
    # a statement opening on "the minister" is not about the MP who says it
    (_TAXES, "John Smith promised to cut taxes."),
    # no one joins in: Gina's job is not Jon's
    (_JOB.format(reply="That's rough. The studio is doing fine though."), "Jon lost his job."),
    # a visit dictated in the third person: the relative clause and the reported clause are the patient's
    (_DICTATED, "The doctor has back pain."),
    (_DICTATED, "The doctor reports that the pain started two weeks ago."),
    # the one who perceives is the speaker; "your" said by the doctor is the patient's, also for a role
    (_MURMUR, "The patient appreciates a systolic murmur."),
    (_A1C, "The doctor's A1c is 8.2."),
    # the speaker has someone else do it
    (_SHOT, "The doctor will give the patient a flu shot."),
    # "hi , anna ." names the patient in a lower-case transcript: her daughter drove, not she
    (_ANNA, "Anna drove her daughter here."),
]

TRUE = [
    (_MOM, "The patient's mother has high blood pressure."),
    (_MOM, "The patient's father had a heart attack at 60."),
    (_SON, "The patient's son broke his arm."),
    (_ASTHMA, "The patient's daughter started the inhaler."),
    (_JONES, "Mr. Jones has been having chest pain for two weeks."),
    (_JONES, "The patient has been having chest pain for two weeks."),
    (_STUDIO, "Jon's dance studio is opening next month."),
    (_PUPPY, "Andrew's puppy is potty trained."),
    (_SUNSET, "Melanie painted a sunset."),
    (_OSCAR, "Oscar is working on the numbers."),  # was CONTRADICTED: "Not yet" read as negating it
    # "Me too" / "So did I": the replier's own as well (was CONTRADICTED: "about Gina, not Jon")
    (_JOB.format(reply="Me too, the studio closed."), "Jon lost his job."),
    (_JOB.format(reply="So did I, sadly."), "Jon lost his job."),
    (_JOB.format(reply="Me too, the studio closed."), "Gina lost her job."),
    (_DICTATED, "Mr. Thompson presents with back pain."),
    (_DICTATED, "The patient presents with back pain."),
    (_MURMUR, "The doctor appreciates a systolic murmur."),
    (_A1C, "The patient's A1c is 8.2."),
    (_SHOT, "The nurse will give the patient a flu shot."),
]


@pytest.mark.parametrize(("source", "claim"), FALSE)
def test_a_statement_credited_to_another_person_is_not_verified(source: str, claim: str) -> None:
    assert prove(claim, source).status is not Status.VERIFIED


@pytest.mark.parametrize(("source", "claim"), TRUE)
def test_the_true_twin_stays_verified(source: str, claim: str) -> None:
    assert prove(claim, source).status is Status.VERIFIED


_LOPEZ = (
    "Doctor: Do you smoke?\nPatient: No, never. My name is Maria Lopez. My husband does though. My left knee hurts.\n"
)


@pytest.mark.parametrize(
    ("claim", "status"),
    [
        # a name of two words (or a title and a name) owning a relation: the relation, as "Maria's husband" always was
        # (the claim's subject was Maria Lopez herself, so the husband's smoking CONTRADICTED the true claim)
        ("Maria Lopez's husband smokes.", Status.UNVERIFIABLE),
        ("Ms. Lopez's husband does not smoke.", Status.CONTRADICTED),
        ("Maria Lopez's wife smokes.", Status.UNVERIFIABLE),  # "does" is not read as "smokes": never VERIFIED
        ("Maria Lopez's left knee hurts.", Status.VERIFIED),  # her own body: about her
        ("Ms. Lopez's right knee hurts.", Status.CONTRADICTED),
        ("Maria Lopez does not smoke.", Status.VERIFIED),
    ],
)
def test_a_full_name_or_a_titled_name_owns_what_follows_its_apostrophe_s(claim: str, status: Status) -> None:
    assert prove(claim, _LOPEZ).status is status
