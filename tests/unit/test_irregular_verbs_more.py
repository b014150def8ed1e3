"""Issue #12, true statements refused: irregular verbs the stemmer did not know ("became" / "become", "underwent" /
"undergone", "bled" / "bleeding"), so a claim in one form was never borne out by the source's other form
(lexicon/irregular.txt, read by nlp.stems). Another amount still contradicts."""

from __future__ import annotations

import pytest

from factlayer.nlp.stems import stem
from factlayer.proof.proof import Status, prove

_BOUND = "Doctor: When did she first become wheelchair bound?\nGuest_family: About two years ago.\n"
_SURGERIES = "Patient: I have undergone two knee surgeries.\n"
_BLED = "Patient: My arm bled a lot after the fall.\n"


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        (_BOUND, "She became wheelchair bound about two years ago."),
        (_SURGERIES, "The patient underwent two knee surgeries."),
        (_BLED, "The patient's arm was bleeding a lot after the fall."),
    ],
)
def test_another_form_of_the_verb_bears_it_out(source: str, claim: str) -> None:
    assert prove(claim, source).status is Status.VERIFIED


@pytest.mark.parametrize(
    ("source", "claim"),
    [
        (_BOUND, "She became wheelchair bound about three years ago."),
        (_SURGERIES, "The patient underwent three knee surgeries."),
    ],
)
def test_another_amount_still_contradicts(source: str, claim: str) -> None:
    assert prove(claim, source).status is Status.CONTRADICTED


@pytest.mark.parametrize(
    ("forms", "other"),
    [(("become", "became", "becomes"), None), (("undergo", "underwent", "undergone"), None), (("bound",), "bind")],
)
def test_stems(forms: tuple[str, ...], other: str | None) -> None:
    assert len({stem(f) for f in forms}) == 1
    if other is not None:  # "wheelchair bound" is no form of "bind"
        assert stem(forms[0]) != stem(other)
