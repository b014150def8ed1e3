"""Kinds read off the fit half of round 11's blind pairs (bench/facts/pairs/*_r11.yaml), each with its twin:

- a question with a stammer and a name, no "?" ("so has has karen had any seizures"; nlp/questions.py);
- "a sign of" a condition is no condition had (lexicon about_words.txt);
- a value of another item of a list ("aspirin 81 mg daily and brilinta 90 mg twice daily"; proof/value_checks.py);
- a time said alone in another sentence, of another event ("we did it yesterday! … after the road trip";
  proof/lent_words.py, proof/context.py);
- a denial of what a comma and a new subject say again ("not so much an atmosphere, the atmosphere is relaxed");
- "while stopped" is a state, not a stop; "biz" is "business".
"""

from __future__ import annotations

import pytest

from factlayer.proof.proof import Status, prove

SEIZURES = "[doctor] okay alright good so has has karen had any seizures in the past\n[patient] no\n"
APNEA = "[patient] I wake up at night.\n[doctor] Do you snore? That is a sign of sleep apnea.\n"
MEDS = (
    "[patient] okay .\n[doctor] continue your aspirin eighty one milligrams daily and brilinta ninety milligrams "
    "twice daily and lipitor eighty milligrams daily .\n"
)
TRIP = "[Mel] Yup, we just did it yesterday! The kids loved it and it was a nice way to relax after the road trip.\n"
SUGAR = (
    "[patient] okay .\n[doctor] so your blood sugar is a little bit high , it was 169 today but that depends on "
    "what you ate .\n"
)
MOOD = "[Dee] Not not so much an atmosphere , the atmosphere is very relaxed , but the gear\n"
CAR = "[patient] I was hit from behind while I was in a stopped position.\n"
XYZ = "[Doctor] Who do you usually see?\n[Patient] I usually see Doctor X Y Z, but he wasn't available.\n"
FELL = "[Patient] I fell, and I broke my wrist.\n"
JOB = "[Jon] Losing my job was a bummer, but it pushed me to go for my biz dreams.\n"


@pytest.mark.parametrize(
    ("source", "claim", "status"),
    [
        (SEIZURES, "Karen has had seizures in the past.", Status.CONTRADICTED),
        (SEIZURES, "Karen has not had any seizures in the past.", Status.VERIFIED),
        (APNEA, "The patient has sleep apnea.", Status.UNVERIFIABLE),
        ("[patient] I have sleep apnea.\n", "The patient has sleep apnea.", Status.VERIFIED),
        (MEDS, "The patient continues Brilinta ninety milligrams once daily.", Status.CONTRADICTED),
        (MEDS, "The patient continues Brilinta ninety milligrams twice daily.", Status.VERIFIED),
        (MEDS, "The patient continues aspirin eighty one milligrams twice daily.", Status.CONTRADICTED),
        (MEDS, "The patient continues aspirin eighty one milligrams daily.", Status.VERIFIED),
        (TRIP, "Mel's road trip was yesterday.", Status.UNVERIFIABLE),
        (SUGAR, "The patient's blood sugar was 169 today.", Status.VERIFIED),
        (MOOD, "Dee says the atmosphere is very relaxed.", Status.VERIFIED),
        (MOOD, "Dee says the atmosphere is not relaxed.", Status.CONTRADICTED),
        (CAR, "The patient was hit from behind while stopped.", Status.VERIFIED),
        (CAR, "The patient hit another car from behind.", Status.UNVERIFIABLE),
        (JOB, "Jon lost his job, which pushed him to go for his business dreams.", Status.VERIFIED),
    ],
)
def test_the_kinds_of_the_blind_fit_half(source: str, claim: str, status: Status) -> None:
    assert prove(claim, source).status is status


@pytest.mark.parametrize(
    ("source", "claim", "status"),
    [
        (XYZ, "The patient usually sees Doctor X Y Z, but he was not available.", Status.VERIFIED),
        (XYZ, "The patient usually sees Doctor X Y Z, but he was available.", Status.CONTRADICTED),
        (FELL, "The patient fell, and he broke his wrist.", Status.VERIFIED),
        (FELL, "The patient fell, and he broke his ankle.", Status.CONTRADICTED),
    ],
)
def test_a_claims_he_after_another_person_is_not_bound_to_its_subject(source: str, claim: str, status: Status) -> None:
    # before: "he was not available" was read as the patient's, and the source's "he" (Dr. X Y Z) contradicted it
    assert prove(claim, source).status is status


AGE = "[Doctor] How old are you?\n[Patient] I am nineteen. I punched that guy, and he got a good one.\n"
RENAL = "[Doctor] When was your last visit to renal clinic?\n[Patient] About four months back.\n"
GYM = "[John] I found a new gym to stay on my b-ball game.\n"


@pytest.mark.parametrize(
    ("source", "claim", "status"),
    [
        (AGE, "The patient is nineteen.", Status.VERIFIED),
        (AGE, "The patient is twenty.", Status.CONTRADICTED),
        (RENAL, "The patient's last renal clinic visit was about four months ago.", Status.VERIFIED),
        (RENAL, "The patient's last renal clinic visit was about four weeks ago.", Status.CONTRADICTED),
        (GYM, "John found a new gym to stay on his basketball game.", Status.VERIFIED),
    ],
)
def test_words_of_speech_read_as_what_they_say(source: str, claim: str, status: Status) -> None:
    # "a good one" is no count of one (it contradicted the age); "four months back" is ago; "b-ball" is basketball
    assert prove(claim, source).status is status


VITALS = (
    "[patient] okay .\n[doctor] your vitals look good blood pressure was one eighteen over seventy two heart rate was "
    "fifty eight respiratory rate was fourteen .\n"
)


@pytest.mark.parametrize(
    ("claim", "status"),
    [
        ("The patient's heart rate was fifty eight.", Status.VERIFIED),
        ("The patient's heart rate was fourteen.", Status.CONTRADICTED),
        ("The patient's respiratory rate was fourteen.", Status.VERIFIED),
        ("The patient's respiratory rate was fifty eight.", Status.CONTRADICTED),
    ],
)
def test_a_value_after_a_copula_is_the_word_befores(claim: str, status: Status) -> None:
    # before: 58 was bound to "respiratory", the word after it; the true heart rate was CONTRADICTED and 14 VERIFIED
    assert prove(claim, VITALS).status is status


READOUT = (
    "[patient] okay .\n[doctor] your blood pressure is 130 over 80 , your heart rate is 72 , and oxygen 97 percent .\n"
)
LIST = "[patient] okay .\n[doctor] heart rate 72 , respiratory rate 16 , oxygen saturation 98 percent .\n"


@pytest.mark.parametrize(
    ("source", "claim", "status"),
    [
        (READOUT, "The patient's heart rate is 72.", Status.VERIFIED),
        (READOUT, "The patient's heart rate is 80.", Status.CONTRADICTED),
        (LIST, "The patient's respiratory rate is 16.", Status.VERIFIED),
        (LIST, "The patient's respiratory rate is 72.", Status.CONTRADICTED),
        ("[patient] i'm almost 40 .\n", "The patient is almost 40.", Status.VERIFIED),
    ],
)
def test_a_vital_sign_keeps_its_own_value(source: str, claim: str, status: Status) -> None:
    # before: "heart rate is 80" was VERIFIED by the blood pressure's 80, "respiratory rate is 72" by the heart rate's
    assert prove(claim, source).status is status


EARS = "[doctor] on exam your left ear is red and bulging , the right ear is normal .\n[patient] okay .\n"


@pytest.mark.parametrize(
    ("claim", "status"),
    [
        ("The patient's left ear is normal.", Status.CONTRADICTED),
        ("The patient's right ear is normal.", Status.VERIFIED),
        ("The patient's left ear is red and bulging.", Status.VERIFIED),
        ("The patient's right ear is red.", Status.CONTRADICTED),
    ],
)
def test_a_side_said_again_owns_what_follows(claim: str, status: Status) -> None:
    # before: "left ear is normal" was VERIFIED, "left" and "ear" read from the first clause, "normal" from the second
    assert prove(claim, EARS).status is status


@pytest.mark.parametrize(
    ("source", "claim", "status"),
    [
        ("Patient: I never stopped taking aspirin.\n", "The patient stopped taking aspirin.", Status.CONTRADICTED),
        ("Patient: I never stopped taking aspirin.\n", "The patient takes aspirin.", Status.VERIFIED),
        ("Patient: I did not stop taking aspirin.\n", "The patient stopped taking aspirin.", Status.CONTRADICTED),
        ("Patient: I stopped taking aspirin.\n", "The patient did not stop taking aspirin.", Status.CONTRADICTED),
        ("Patient: I stopped taking aspirin.\n", "The patient stopped taking aspirin.", Status.VERIFIED),
        ("Patient: I never quit smoking.\n", "The patient quit smoking.", Status.CONTRADICTED),
        ("Patient: I quit smoking ten years ago.\n", "The patient quit smoking ten years ago.", Status.VERIFIED),
    ],
)
def test_a_denied_stop_is_no_stop(source: str, claim: str, status: Status) -> None:
    # found by a new user: "never" and "stopped" each read as a denial, so "never stopped" VERIFIED "stopped"
    assert prove(claim, source).status is status


CORRECTED = "Patient: I exercise twice a week, sorry, I mean once a week.\n"


def test_a_value_taken_back_before_its_correction_is_not_borne_out() -> None:
    assert prove("The patient exercises twice a week.", CORRECTED).status is Status.CONTRADICTED
    assert prove("The patient exercises once a week.", CORRECTED).status is Status.VERIFIED


def test_a_reason_reads_as_words() -> None:
    # a new user's review: "the source never says absent value: 10 cigarette per days", "never says subject: …"
    # (ten a week would now contradict ten a day: a rate per another period, test_proof_contra_round13.py)
    smokes = prove("The patient smokes ten cigarettes a day.", "Patient: I smoke seventy cigarettes a week.\n")
    assert smokes.parts[0].reason.endswith("the source never says 10 cigarettes per day")
    seen = prove("The patient was seen by Dr. Lee.", "Patient: Dr. Kim saw me last week, not Dr. Lee.\n")
    assert "never says subject" not in seen.parts[0].reason and "subject: the evidence is about" in seen.parts[0].reason
