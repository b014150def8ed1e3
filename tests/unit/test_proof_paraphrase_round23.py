"""True statements the engine left UNVERIFIABLE for a bounded paraphrase (issue #12):

- "pic" is a picture (lexicon/synonyms.txt): "I took this pic last summer" bears out "Tim took the picture last
  summer" — and the picture of the other season still conflicts;
- "the family member" is the speaker labelled "Guest_family" (lexicon/label_role_nouns.txt, proof/claim.py): the
  label's last word and a noun of the role it stands for, as "the marketing expert" is "Marketing".
"""

from __future__ import annotations

from factlayer.proof.proof import Status, prove

PIC = "Tim: I took this pic last summer. It means a lot to me.\nJohn: It's stunning!\n"
FAMILY = "Doctor: She has lost some weight.\nGuest_family: What can I do to help her gain weight?\n"


def test_a_pic_is_a_picture() -> None:
    assert prove("Tim took the picture last summer.", PIC, roles=False).status is Status.VERIFIED
    assert prove("Tim took the picture last winter.", PIC, roles=False).status is Status.CONTRADICTED


def test_the_family_member_is_the_family_speaker() -> None:
    claim = "The family member asked what they can do to help her gain weight."
    assert prove(claim, FAMILY, roles=False).status is Status.VERIFIED
    assert prove("The doctor asked what they can do to help her gain weight.", FAMILY, roles=False).status is not (
        Status.VERIFIED
    )
