"""An acronym whose lower case is a common word ("US", "IT", "OR") is a unit of the claim like any name: the claim's
"US customers" is not borne out by "EU customers" (it was: "us" is a stopword, so the unit was dropped), and the
pronoun "us" does not bear out "US".

Every transcript here is written for the test (no corpus text).
"""

from __future__ import annotations

import pytest

from factlayer.proof.proof import prove

CASES = [
    (
        "Tom: The invoices for the EU customers still show the old VAT number.\nPriya: Okay.\n",
        "The invoices for the EU customers still show the old VAT number.",
        "The invoices for the US customers still show the old VAT number.",
    ),
    ("Ana: The HR team fixed the printer on Monday.\n", "The HR team fixed the printer on Monday.",
     "The IT team fixed the printer on Monday."),
    ("Dr. Lee: She went straight to the ER after the scan.\n", "She went straight to the ER after the scan.",
     "She went straight to the OR after the scan."),
]  # fmt: skip


@pytest.mark.parametrize(("text", "true", "false"), CASES)
def test_an_acronym_that_is_a_common_word_is_a_unit(text: str, true: str, false: str) -> None:
    assert prove(true, text, roles=False).status == "VERIFIED"
    assert prove(false, text, roles=False).status != "VERIFIED"


def test_the_pronoun_us_is_no_acronym() -> None:
    text = "Sam: Our Denver office closes at five. Call us anytime.\n"
    assert prove("The US office closes at five.", text, roles=False).status != "VERIFIED"
    assert prove("The Denver office closes at five.", text, roles=False).status == "VERIFIED"


def test_the_acronym_said_is_borne_out() -> None:
    text = "Sam: Our US office closes at five.\nKim: Thanks.\n"
    assert prove("The US office closes at five.", text, roles=False).status == "VERIFIED"
