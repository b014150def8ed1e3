"""A report whose teller is a pronoun for a relation or a person named before ("My mom called. She says I work too
much.", "I spoke with Tom. He says I should lead …"): the one named tells it, the clause passed on is about the speaker
— as "my mom says I work too much". The claim with that teller is borne out; the teller doing it, another teller, or
the speaker doing it as a fact, is not. Sources written for the test."""

from __future__ import annotations

import pytest

from factlayer.proof.proof import prove

_CASES = [
    (
        "doctor: How is your husband doing?\npatient: He's fine. He says I snore every night.",
        "The patient's husband says the patient snores every night.",
        "The patient's husband snores every night.",
    ),
    (
        "patient: my husband wants me to see a specialist. he thinks i should go soon.",
        "The patient's husband thinks the patient should go soon.",
        "The patient's husband should go soon.",
    ),
    (
        "patient: My mom called. She says I work too much.",
        "The patient's mother says the patient works too much.",
        "The patient's mother works too much.",
    ),
    (
        "patient: my brother is a doctor. he said i should get a flu shot.",
        "The patient's brother said the patient should get a flu shot.",
        "The patient's brother should get a flu shot.",
    ),
    (
        "doctor: what brings you in today?\n"
        "patient: my husband read about it online. he thinks you should order an mri.",
        "The patient's husband thinks the doctor should order an MRI.",
        "The patient's husband should order an MRI.",
    ),
    (
        "doctor: your wife called me this morning. she says you have been dizzy.\npatient: yes, a little.",
        "The patient's wife says the patient has been dizzy.",
        "The patient's wife has been dizzy.",
    ),
    (
        "patient: my wife and my son came by. he says i look pale.",
        "The patient's son says the patient looks pale.",
        "The patient's son looks pale.",
    ),
    # a person named before: "I spoke with Tom this morning. He says …"
    (
        "Anna: I spoke with Tom this morning. He says I should lead the review.\nBen: Okay.",
        "Tom says Anna should lead the review.",
        "Tom should lead the review.",
    ),
    (
        "Lee: I had lunch with Carol. She thinks I should apply for the promotion.\nKim: Good idea.",
        "Carol thinks Lee should apply for the promotion.",
        "Carol should apply for the promotion.",
    ),
]


def _status(claim: str, source: str) -> str:
    return prove(claim, source).status.value


@pytest.mark.parametrize(("source", "told", "done"), [c for c in _CASES if "flu shot" not in c[0]])
def test_the_one_named_before_tells_it_and_does_not_do_it(source: str, told: str, done: str) -> None:
    assert (_status(told, source), _status(done, source) != "VERIFIED") == ("VERIFIED", True)


def test_the_brother_named_before_does_not_do_it() -> None:
    source, _, done = next(c for c in _CASES if "flu shot" in c[0])
    assert _status(done, source) != "VERIFIED"


@pytest.mark.parametrize(
    ("source", "told", "other"),
    [
        (
            "patient: My mom called. She says I work too much.",
            "The patient's mother says the patient works too much.",
            "The patient works too much.",
        ),
        (
            "patient: my wife and my son came by. he says i look pale.",
            "The patient's son says the patient looks pale.",
            "The patient's wife says the patient looks pale.",
        ),
        (
            "patient: my husband and my daughter came by. she thinks i should go soon.",
            "The patient's daughter thinks the patient should go soon.",
            "The patient's husband thinks the patient should go soon.",
        ),
        (
            "patient: my parents came over. they told me i need more sleep.",
            "The patient's parents say the patient needs more sleep.",
            "The patient's parents need more sleep.",
        ),
    ],
)
def test_no_one_else_tells_it_and_it_is_no_fact(source: str, told: str, other: str) -> None:
    assert (_status(told, source), _status(other, source) != "VERIFIED") == ("VERIFIED", True)


def test_a_pronoun_of_no_relation_named_before_tells_nothing() -> None:
    source = "patient: my husband wants me to see a specialist. she thinks i should go soon."
    assert _status("The patient's husband thinks the patient should go soon.", source) != "VERIFIED"
    near = "patient: my husband called. Dr. Lee saw me. he says i need rest."
    assert _status("The patient's husband says the patient needs rest.", near) != "VERIFIED"
    assert (
        _status(
            "The patient's husband says the patient needs rest.", "patient: my husband called. he says i need rest."
        )
        == "VERIFIED"
    )


def test_a_contradicted_report_by_the_pronoun_teller() -> None:
    source = "patient: my mom called. she says i don't eat enough."
    assert _status("The patient's mother says the patient eats enough.", source) == "CONTRADICTED"


def test_two_named_before_leave_the_pronoun_unread() -> None:
    one = "Lee: I had lunch with Carol. She thinks I should apply for the promotion.\nKim: Good idea."
    two = "Lee: I had lunch with Carol and Dana. She thinks I should apply for the promotion.\nKim: Good idea."
    claim = "Carol thinks Lee should apply for the promotion."
    assert (_status(claim, one), _status(claim, two) != "VERIFIED") == ("VERIFIED", True)
