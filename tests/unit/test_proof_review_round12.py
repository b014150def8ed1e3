"""Kinds of round 12 (issue #12), each with its twin:

- a verbless part of a sentence borrows the verb, not the qualifiers, of the part before it ("I take 5 mg in the
  morning and 10 mg at night": "10 mg at night" is true; proof/checks.py ``_lends_its_verb``);
- a bare count in such a part counts in the unit of the part before ("two tablets in the morning and one at night":
  one tablet at night; proof/gapping.py);
- a count of one noun in a list given to another ("two sons and a daughter" is no "two daughters and a son"; the
  claim's "a son" does not excuse its "two daughters", proof/binding.py);
- "This is Mr. Kent. He is …": the speaker presents someone, not themself (proof/dialogue.py); a name tied to no
  speaker is not the role-labelled speaker no one names, nor someone else (UNVERIFIABLE, proof/attribution.py);
- "one and a half to two miles": an "and" inside a value cuts no list (proof/value_checks.py);
- digits before a scale word ("1.25 million", "$15 million") are one number (nlp/normalise.py), an amount after a
  currency symbol is that currency ("£1.25 million pounds" is no weight; nlp/value_forms.py);
- a short reply whose only news is a value answers an open question ("How many cycles have you completed?" — "I've
  done five to date."; not "She has two.", about someone else; proof/dialogue.py ``_value_reply``);
- a "no" after a yes/no question and its verbless follow-up ("Have you had any incontinence? Any radicular pain?")
  denies both (not after a wh-question: "What medications do you take? Any aspirin?"; proof/answer_scope.py);
- "even if" before a phrase without a verb concedes ("it made me feel great, even if just for a bit"): no condition
  (proof/dialogue.py ``_concedes``); "even if it rains" still conditions;
- "weighs" and "weight" stand for each other (lexicon synonyms.txt);
- "no longer" is a denial of now ("not anymore"), not a length: "I don't have diarrhea anymore" bears out "no longer
  has diarrhea", "I had diarrhea last week" says nothing of now (proof/claim_parse.py, proof/tense.py ``held_before``);
- "you don't smoke, right?" — "Yes, that's right." confirms the denial; a bare "yes" to a denial may mean either
  (proof/source.py);
- who did what to whom, from word order where no parse is installed: two people of the claim on the other sides of
  its word ("Dana called me" is no "Ben called Dana"), the passive read ("Bo was hired by Carl" is "Carl hired Bo");
  symmetric verbs either way ("Bo married Carl"; proof/word_order.py);
- a question that only echoes what another speaker just said ("A snowman shape?") proposes nothing
  (proof/admissible.py);
- "I think the pain is from impingement", said by the doctor: the doctor's belief about a thing, so "The doctor thinks
  the patient's pain is …" is borne out; "I think I have the flu" is still about the doctor (proof/attribution.py);
- a claim that says the statement's hedge reports it ("John's goal is to …" for "my goal is to …"), a conditional
  claim is borne out by the condition ("If …, X could be considered"; proof/admissible.py);
- "I do not, but I think my mother did." is a no for the speaker: an elliptical answer ended by a comma answers
  (nlp/replies.py), and a hedge about a relative after "but" does not doubt it (proof/dialogue.py ``doubted_no``);
- a "no" the reply's next sentence turns round ("No. Well, maybe a beer on Fridays.") is no flat no; one that goes on
  with it ("no, … um, but my doctor hasn't said he's concerned") still is (proof/source.py ``_taken_back``);
- a reading of two numbers is one value ("130 over 72", "130/72"): its halves swapped or one of them changed is a
  conflict, the other notation a match (nlp/value_forms.py; "72/130" is one token, nlp/tokens.py).
"""

from __future__ import annotations

import pytest

from factlayer.nlp.normalise import values
from factlayer.nlp.tokens import tokenize
from factlayer.proof.proof import Status, prove

DOSES = "[patient] I take 5 mg in the morning and 10 mg at night.\n"
PRESSURE = "[patient] Hi doctor.\n[doctor] Your blood pressure today was 130 over 72.\n"
TABLETS = "[patient] I take two tablets in the morning and one at night.\n"
CHILDREN = "[patient] I have two sons and a daughter.\n"
KENT = (
    "Doctor: Hello, can you present the case?\nGuest_clinician: This is Mr. Kent. He is a forty five year old male. "
    "He has had back pain for three weeks.\nDoctor: How are you?\nPatient: Not great, my back hurts.\n"
)
WALK = "[patient] I try to walk around one and a half to two miles like every other day.\n"
FUNDS = "[Dawn] There was a welcome announcement of £1.25 million for school counselling.\n"
CYCLES = "[doctor] How many cycles of chemo have you completed?\n[patient] I've done five to date.\n"
SISTER = "[doctor] How many dogs does your sister have?\n[patient] She has two.\n"
COUGH = "[doctor] How long have you had the cough?\n[patient] I've had it for about two weeks.\n"
FOLLOW_UP = "[doctor] Have you had any bowel incontinence? Any radicular pain?\n[patient] No.\n"
WHAT_MEDS = "[doctor] What medications do you take? Any aspirin?\n[patient] No.\n"
SHELTER = "[Maria] Volunteering at the shelter made me feel great to help, even if just for a bit.\n"
RAIN = "[Maria] I would go to the shelter, even if it rains.\n"
WEIGHT = "[doctor] Today his weight is one hundred and fifty four pounds.\n[patient] Okay.\n"
CONFIRMED = "[doctor] you don't smoke, right?\n[patient] Yes, that's right.\n"
BARE_YES = "[doctor] you don't smoke?\n[patient] Yes.\n"
ECHO = "[UI] I'd quite like a sort of snowman type shape.\n[PM] A snowman shape?\n[UI] Yeah.\n"
BELIEF = "[patient] My shoulder hurts.\n[doctor] I think the pain is from impingement.\n"
FLU = "[patient] My shoulder hurts.\n[doctor] I think I have the flu.\n"
GOAL = "[John] My goal is to improve my shooting percentage.\n"
IF_NOT = "[doctor] if your symptoms don't improve we can consider a steroid injection.\n[patient] ok.\n"
MOTHER = (
    "Patient: Hi.\nDoctor: Do you have any history of colon cancer?\nPatient: I do not, but I think my mother did.\n"
)
SLASHED = "[patient] Hi doctor.\n[doctor] Your blood pressure today was 130/72.\n"


@pytest.mark.parametrize(
    ("source", "claim", "status"),
    [
        (DOSES, "The patient takes 10 mg at night.", Status.VERIFIED),
        (DOSES, "The patient takes 5 mg in the morning.", Status.VERIFIED),
        (DOSES, "The patient takes 10 mg in the morning.", Status.CONTRADICTED),
        (DOSES, "The patient takes 5 mg at night.", Status.CONTRADICTED),
        (TABLETS, "The patient takes one tablet at night.", Status.VERIFIED),
        (TABLETS, "The patient takes two tablets at night.", Status.CONTRADICTED),
        (TABLETS, "The patient takes two tablets in the morning.", Status.VERIFIED),
        (CHILDREN, "The patient has two sons and a daughter.", Status.VERIFIED),
        (CHILDREN, "The patient has two daughters and a son.", Status.CONTRADICTED),
        (KENT, "Mr. Kent is a forty five year old male.", Status.VERIFIED),
        (KENT, "Mr. Kent is a fifty five year old male.", Status.CONTRADICTED),
        (KENT, "Mr. Kent has had back pain for four weeks.", Status.CONTRADICTED),
        (KENT, "The guest clinician is a forty five year old male.", Status.CONTRADICTED),  # she speaks of "he"
        (KENT, "Mr. Kent says his back hurts.", Status.UNVERIFIABLE),  # the patient may be Mr. Kent, or not
        (WALK, "The patient tries to walk about one and a half to two miles every other day.", Status.VERIFIED),
        (WALK, "The patient tries to walk about three miles every other day.", Status.CONTRADICTED),
        (FUNDS, "Dawn mentioned a £1.25 million announcement for school counselling.", Status.VERIFIED),
        (FUNDS, "Dawn mentioned a £1.5 million announcement for school counselling.", Status.CONTRADICTED),
        (CYCLES, "The patient has completed five cycles of chemo.", Status.VERIFIED),
        (CYCLES, "The patient has completed six cycles of chemo.", Status.CONTRADICTED),
        (SISTER, "The patient has two dogs.", Status.UNVERIFIABLE),
        (COUGH, "The patient has had the cough for about two weeks.", Status.VERIFIED),
        (FOLLOW_UP, "The patient has had no bowel incontinence.", Status.VERIFIED),
        (FOLLOW_UP, "The patient has had bowel incontinence.", Status.CONTRADICTED),
        (FOLLOW_UP, "The patient has no radicular pain.", Status.VERIFIED),
        (WHAT_MEDS, "The patient takes no medications.", Status.UNVERIFIABLE),
        (SHELTER, "Maria volunteered at the shelter.", Status.VERIFIED),
        (SHELTER, "Maria did not volunteer at the shelter.", Status.CONTRADICTED),
        (RAIN, "Maria goes to the shelter.", Status.UNVERIFIABLE),
        (WEIGHT, "He weighs one hundred and fifty four pounds today.", Status.VERIFIED),
        (WEIGHT, "He weighs one hundred and sixty four pounds today.", Status.CONTRADICTED),
        ("[patient] I don't have diarrhea anymore.\n", "The patient no longer has diarrhea.", Status.VERIFIED),
        ("[patient] I have diarrhea.\n", "The patient no longer has diarrhea.", Status.CONTRADICTED),
        ("[patient] I had diarrhea last week.\n", "The patient no longer has diarrhea.", Status.UNVERIFIABLE),
        (CONFIRMED, "The patient does not smoke.", Status.VERIFIED),
        (CONFIRMED, "The patient smokes.", Status.CONTRADICTED),
        (BARE_YES, "The patient smokes.", Status.UNVERIFIABLE),
        (BARE_YES, "The patient does not smoke.", Status.UNVERIFIABLE),
        ("[Ben] Dana called me.\n", "Ben called Dana.", Status.UNVERIFIABLE),
        ("[Ben] Dana called me.\n", "Dana called Ben.", Status.VERIFIED),
        ("[Ana] Bo beat Carl at chess.\n", "Carl beat Bo at chess.", Status.UNVERIFIABLE),
        ("[Ana] Bo beat Carl at chess.\n", "Bo beat Carl at chess.", Status.VERIFIED),
        ("[Ana] Bo was hired by Carl.\n", "Bo hired Carl.", Status.UNVERIFIABLE),
        ("[Ana] Bo was hired by Carl.\n", "Carl hired Bo.", Status.VERIFIED),
        ("[Ana] Carl hired Bo.\n", "Bo was hired by Carl.", Status.VERIFIED),
        ("[Ana] Bo married Carl.\n", "Carl married Bo.", Status.VERIFIED),
        ("[Ana] Next month I'm having an art show.\n", "Ana is having an art show next month.", Status.VERIFIED),
        (ECHO, "The PM suggested a snowman shape.", Status.CONTRADICTED),
        (ECHO, "The UI suggested a snowman shape.", Status.VERIFIED),
        ("[PM] Shall we go with a snowman shape?\n[UI] Yeah.\n", "The PM suggested a snowman shape.", Status.VERIFIED),
        (BELIEF, "The doctor thinks the patient's pain is from impingement.", Status.VERIFIED),
        (BELIEF, "The patient thinks the pain is from impingement.", Status.CONTRADICTED),
        (FLU, "The doctor thinks the patient has the flu.", Status.CONTRADICTED),
        (GOAL, "John's goal is to improve his shooting percentage.", Status.VERIFIED),
        (GOAL, "John improves his shooting percentage.", Status.UNVERIFIABLE),
        (IF_NOT, "If the patient's symptoms do not improve, a steroid injection could be considered.", Status.VERIFIED),
        (MOTHER, "The patient has no history of colon cancer.", Status.VERIFIED),
        (MOTHER, "The patient has a history of colon cancer.", Status.CONTRADICTED),
        ("[Mel] Hey! I'm swamped with the kids and work.\n", "Mel is swamped with the kids and work.", Status.VERIFIED),
        (
            "[doctor] Do you drink?\n[patient] No. Well, maybe a beer on Fridays.\n",
            "The patient does not drink.",
            Status.UNVERIFIABLE,
        ),
        (
            "[doctor] Any allergies?\n[patient] Not that I know of. Well, penicillin gave me a rash once.\n",
            "The patient has no allergies.",
            Status.UNVERIFIABLE,
        ),
        (
            "[doctor] Any moles?\n[patient] No. Um, but my doctor hasn't said anything.\n",
            "The patient has no moles.",
            Status.VERIFIED,
        ),
        (PRESSURE, "The patient's blood pressure was 130 over 72.", Status.VERIFIED),
        (PRESSURE, "The patient's blood pressure was 130/72.", Status.VERIFIED),
        (PRESSURE, "The patient's blood pressure was 72 over 130.", Status.CONTRADICTED),
        (PRESSURE, "The patient's blood pressure was 72 over 72.", Status.CONTRADICTED),
        (PRESSURE, "The patient's blood pressure was 130 over 80.", Status.CONTRADICTED),
        (SLASHED, "The patient's blood pressure was 130 over 72.", Status.VERIFIED),
        (SLASHED, "The patient's blood pressure was 72/130.", Status.CONTRADICTED),
    ],
)
def test_round12_kinds(source: str, claim: str, status: Status) -> None:
    assert prove(claim, source).status is status


@pytest.mark.parametrize(
    ("text", "described"),
    [
        ("it was 130 over 72 today", ["130 over 72"]),
        ("it was 72/130.", ["72 over 130"]),
        ("five over ten patients", ["5 over 10"]),
        ("over 10 patients", ["more than 10"]),  # "over" alone is no reading of two numbers: a bound of one
        ("1.25 million people", ["1.25e+06 peoples"]),  # describe() adds an "s"; the amount is what counts
        ("$15 million", ["1.5e+07 dollars"]),
        ("£1.25 million pounds", ["1.25e+06 pound-sterlings"]),
    ],
)
def test_readings_of_two_numbers(text: str, described: list[str]) -> None:
    assert [v.describe() for v in values(tokenize(text))] == described


def test_a_slashed_date_stays_a_date() -> None:
    assert [(v.kind, v.amount) for v in values(tokenize("on 3/14 she came"))] == [("date", 314.0)]
