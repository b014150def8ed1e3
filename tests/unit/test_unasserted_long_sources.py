"""Issue 12: unasserted content VERIFIED as fact, kinds found on the fit half of ``bench.unasserted_claims``.

- An intensified belief hedges as a plain one: "I really think your liver enzymes are going to get better", "I do
  think …", "I honestly believe …" assert no better enzymes (``nlp.cue_skips.without_intensifiers``).
- An ordering adverb before a clause of time does not hide the condition: "lastly, once we get your knee surgery, we
  should think about getting you a colonoscopy" holds the surgery as a condition, no surgery done nor colonoscopy had
  (``nlp.cue_skips.without_lead``).
- A "would" rule after a present perfect is no past habit: "typically the lumps would shrink up after you've had one
  or two cycles" says no lumps shrank — "had" after "have" sets no past scene (``proof.past_scene``).
- An offer in a pseudo-cleft, "what I can do is set you up for an epidural", is no epidural had (``lexicon/requests``).

Each kind keeps what the source does assert, or the claim that keeps the modality.
"""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove

_FALSE = [
    (
        "intensified-hedge",
        "[doctor] your labs look fine .\n[doctor] i really think your liver enzymes are going to get better once you"
        " lose the weight , though .\n[patient] okay .\n",
        "The patient's liver enzymes are going to get better.",
    ),
    (
        "intensified-hedge",
        "Doctor: Your scan looks fine.\nDoctor: I do think the swelling will go down in a week.\nPatient: Good.\n",
        "The swelling will go down in a week.",
    ),
    (
        "intensified-hedge",
        "Anna: The budget is tight.\nAnna: I honestly believe the client will sign next month.\nBen: Okay.\n",
        "The client will sign next month.",
    ),
    (
        "ordered-condition",
        "[patient] okay .\n[doctor] lastly , once we get your knee surgery , um we , we should think about getting you"
        " a colonoscopy .\n[patient] okay .\n",
        "The patient got a colonoscopy after the knee surgery.",
    ),
    (
        "ordered-condition",
        "Patient: Okay.\nDoctor: Finally, once we get your hip surgery done, we should think about a bone scan.\n",
        "The patient got a bone scan after the hip surgery.",
    ),
    (
        "perfect-rule",
        "[patient] okay .\n[doctor] all right , so typically the lumps would often just shrink up pretty quickly after"
        " you've had one or two cycles , and you've had two cycles so far .\n",
        "The lumps shrank.",
    ),
    (
        "perfect-rule",
        "Patient: Fine.\nDoctor: Normally the rash would fade after you've had a week of the cream.\n",
        "The rash faded.",
    ),
    (
        "offer-cleft",
        "[patient] it hurts .\n[doctor] so , what i can do is tentatively set you up for an epidural , but before you"
        " do that , we do need to get that mri .\n[patient] okay .\n",
        "The patient had an epidural.",
    ),
    (
        "offer-cleft",
        "Patient: My knee hurts.\nDoctor: So what I can do is give you a cortisone shot today.\nPatient: Okay.\n",
        "The doctor gave the patient a cortisone shot.",
    ),
]

_TRUE = [
    (
        "intensified-hedge",
        "[doctor] i really think your liver enzymes are going to get better once you lose the weight , though .\n"
        "[patient] okay .\n",
        "The doctor thinks the patient's liver enzymes are going to get better.",
    ),
    ("intensified-hedge", "Patient: I really like my french fries.\n", "The patient likes french fries."),
    ("ordered-condition", "Doctor: Finally, I quit smoking last year.\n", "The doctor quit smoking last year."),
    ("perfect-rule", "Patient: As a kid, I'd walk to school every day.\n", "The patient walked to school."),
    ("perfect-rule", "Patient: I had a dog back then. I'd walk him twice a day.\n", "The patient walked the dog."),
]


@pytest.mark.parametrize(("kind", "source", "claim"), _FALSE, ids=[f"{k}-{i}" for i, (k, _, _) in enumerate(_FALSE)])
def test_unasserted_content_is_not_verified(kind: str, source: str, claim: str) -> None:
    assert prove(claim, source, roles=False).status is not Status.VERIFIED, kind


@pytest.mark.parametrize(("kind", "source", "claim"), _TRUE, ids=[f"{k}-{i}" for i, (k, _, _) in enumerate(_TRUE)])
def test_what_the_source_asserts_is_kept(kind: str, source: str, claim: str) -> None:
    assert prove(claim, source, roles=False).status is Status.VERIFIED, kind
