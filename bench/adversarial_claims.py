"""A hand-made adversarial set for the proof engine: minimal sources and claims in the kinds two fresh-eyes testers
found (round 10, 2026-11-26) — an order, an agent, a clause's parts recombined, an owner, "you" for the speaker, a
degree, a plan read as done, a report read as the speaker's own — with a few true claims once CONTRADICTED.
Written for this project (no corpus text). Every case is a bug by construction: this set says which kinds are
still open, not how often the engine errs.

    .venv/bin/python -m bench.adversarial_claims

Prints each case still wrong and, per kind, how many are (a false claim VERIFIED, a true one CONTRADICTED).
"""

from __future__ import annotations

import collections
import json
from pathlib import Path

from bench._common import proof_roles
from bench.adversarial_later import LATER_CASES
from factlayer.proof.proof import prove

# (kind, 1 if the claim is true else 0, source, claim)
CASES: list[tuple[str, int, str, str]] = [
    # order / before-after / from-to / comparison
    (
        "order",
        0,
        "[patient] My knee started hurting after I played tennis.\n",
        "The knee started hurting before the patient played tennis.",
    ),
    ("order", 0, "[patient] I ate lunch before the meeting.\n", "The patient ate lunch after the meeting."),
    ("order", 0, "[Ben] I left after Anna arrived.\n", "Ben left before Anna arrived."),
    ("order", 0, "[Ana] Bo arrived before Carl.\n", "Carl arrived before Bo."),
    ("order", 0, "[Kim] I won't have time before Thursday.\n", "Kim won't have time after Thursday."),
    (
        "order",
        0,
        "[caller] I moved my appointment from Monday to Wednesday.\n",
        "The caller moved the appointment from Wednesday to Monday.",
    ),
    ("order", 0, "[caller] We drove from Boston to Chicago.\n", "The caller drove from Chicago to Boston."),
    ("order", 0, "[patient] It spread from my arms to my chest.\n", "It spread from the chest to the arms."),
    ("order", 0, "[patient] The pain is a seven out of ten.\n", "The pain is a ten out of seven."),
    ("order", 0, "[Mgr] Q3 revenue was down 5 percent from Q2.\n", "Q2 revenue was down 5 percent from Q3."),
    ("comparison", 0, "[Ben] Marketing spent more than sales.\n", "Sales spent more than marketing."),
    ("comparison", 0, "[Ana] I'd rather stay home than go to the beach.\n", "Ana would rather go to the beach."),
    ("comparison", 0, "[Ana] I'd prefer the red one over the blue one.\n", "Ana prefers the blue one."),
    ("comparison", 0, "[Ana] I chose the red one over the blue one.\n", "Ana chose the blue one."),
    ("comparison", 0, "[Ana] Bo is older than Carl.\n", "Carl is older than Bo."),
    # agent/patient
    ("agent", 0, "[Ben] Dana called me.\n", "Ben called Dana."),
    ("agent", 0, "[Ana] Bo gave me a book.\n", "Ana gave Bo a book."),
    ("agent", 0, "[Ana] I was bitten by a dog.\n", "Ana bit a dog."),
    ("agent", 0, "[Ana] The dog bit my son.\n", "Ana's son bit the dog."),
    ("agent", 0, "[Ana] Bo beat Carl at chess.\n", "Carl beat Bo at chess."),
    ("agent", 0, "[Ana] Bo lent Carl fifty dollars.\n", "Carl lent Bo fifty dollars."),
    ("agent", 0, "[Ana] Bo was hired by Carl.\n", "Bo hired Carl."),
    ("agent", 0, "[Ana] My mom drove me to the airport.\n", "Ana drove her mom to the airport."),
    ("agent", 0, "[Ana] My brother asked me to lend him money.\n", "Ana asked her brother to lend her money."),
    ("agent", 0, "[Ana] Bo helped me move.\n", "Ana helped Bo move."),
    ("agent", 0, "[Ana] My aunt is visiting me.\n", "Ana is visiting her aunt."),
    ("agent", 0, "[Lee] The server crashed because of the update.\n", "The update crashed because of the server."),
    (
        "agent",
        0,
        "[Lee] The meeting was cancelled because of the storm.\n",
        "The storm was cancelled because of the meeting.",
    ),
    # clause recombination (cross-binding within a turn)
    ("cross-binding", 0, "[Sara] I usually take the train, but today I drove.\n", "Sara took the train today."),
    ("cross-binding", 0, "[Ana] Normally I walk, but today I took a cab.\n", "Ana normally takes a cab."),
    ("cross-binding", 0, "[Ana] In summer I cycle, in winter I ski.\n", "Ana skis in summer."),
    ("cross-binding", 0, "[Ana] On Mondays I swim, on Fridays I run.\n", "Ana swims on Fridays."),
    (
        "cross-binding",
        0,
        "[patient] I take metformin in the morning and insulin at night.\n",
        "The patient takes insulin in the morning.",
    ),
    (
        "cross-binding",
        0,
        "[patient] I saw Dr. Patel on Monday and Dr. Kim on Friday.\n",
        "The patient saw Dr. Kim on Monday.",
    ),
    ("cross-binding", 0, "[patient] I have two sons and a daughter.\n", "The patient has two daughters and a son."),
    (
        "cross-binding",
        0,
        "[patient] The pain is worse in the morning and better at night.\n",
        "The pain is worse at night.",
    ),
    ("cross-binding", 0, "[patient] Ice helps but heat makes it worse.\n", "Ice makes it worse."),
    ("cross-binding", 0, "[Mgr] Jin leads Austin and Rosa leads Phoenix.\n", "Rosa leads Austin."),
    ("cross-binding", 0, "[Mgr] Jin lives in Austin. Rosa lives in Phoenix.\n", "Jin lives in Phoenix."),
    (
        "cross-binding",
        0,
        "[Kim] We used to run backups daily; now we run them weekly.\n",
        "They used to run backups weekly.",
    ),
    ("cross-binding", 0, "[Kim] I used to live in Paris; now I live in Rome.\n", "Kim used to live in Rome."),
    (
        "cross-binding",
        0,
        "[doctor] Should we try a statin?\n[patient] I'd rather try diet first.\n",
        "The patient would rather try a statin first.",
    ),
    # possessor / subject
    ("possessor", 0, "[Omar] Layla's mother is visiting.\n", "Omar's mother is visiting."),
    ("possessor", 0, "[Omar] Her mother is visiting.\n", "Omar's mother is visiting."),
    ("possessor", 0, "[patient] My wife's mother has dementia.\n", "The patient's mother has dementia."),
    ("possessor", 0, "[Ana] Bo's dog bit Carl.\n", "Bo bit Carl."),
    ("possessor", 0, "[Ana] Bo's sister married Carl.\n", "Bo married Carl."),
    ("possessor", 0, "[Ana] Bo's sister married Carl.\n", "Carl's sister married Bo."),
    ("possessor", 0, "[patient] You told me my iron was low.\n", "The doctor's iron was low."),
    ("possessor", 0, "[patient] My nurse said my iron was low.\n", "The nurse's iron was low."),
    ("addressee", 0, "[doctor] You have diabetes.\n", "The doctor has diabetes."),
    ("addressee", 0, "[nurse] Your temperature is 38.5.\n", "The nurse's temperature is 38.5."),
    ("addressee", 0, "[Ana] You look tired, Bo.\n", "Ana looks tired."),
    (
        "subject",
        0,
        "[Lee] Would you mind asking Raj to help?\n[Kim] I asked him yesterday.\n",
        "Lee asked Raj to help.",
    ),
    # quantifier / frequency adverbs
    ("quantifier", 0, "[Kim] Some of the team finished the training.\n", "All of the team finished the training."),
    ("quantifier", 0, "[Kim] A few students passed.\n", "All students passed."),
    ("quantifier", 0, "[doctor] Most of your labs are normal, except the iron.\n", "All of the labs are normal."),
    ("quantifier", 0, "[Ana] Everyone came except Dee.\n", "Everyone came."),
    ("quantifier", 0, "[patient] I rarely drink coffee.\n", "The patient often drinks coffee."),
    ("quantifier", 0, "[patient] I drink coffee occasionally.\n", "The patient drinks coffee regularly."),
    # list member added that source negates
    ("list", 0, "[Ana] Bo and Carl came, but Dee didn't.\n", "Bo, Carl and Dee came."),
    # polarity with 'without'
    ("negation", 0, "[patient] I can't sleep without a pill.\n", "The patient can sleep without a pill."),
    ("negation", 0, "[patient] I can sleep without a pill.\n", "The patient can't sleep without a pill."),
    ("negation", 0, "[patient] I never go out without my inhaler.\n", "The patient goes out without the inhaler."),
    ("negation", 0, "[Ana] My doctor ruled out anemia.\n", "Ana has anemia."),
    # antonym with quantity (up/down still fails with a number)
    ("antonym", 0, "[Mgr] Revenue was down 5 percent.\n", "Revenue was up 5 percent."),
    ("antonym", 0, "[Omar] My weight is down 10 pounds.\n", "Omar's weight is up 10 pounds."),
    # date
    ("date", 0, "[Omar] I left the hospital in March.\n", "Omar left the hospital in May."),
    ("date", 0, "[Omar] The baby is due in June.\n", "The baby is due in May."),
    ("date", 0, "[patient] The surgery was the day before yesterday.\n", "The surgery was yesterday."),
    # number
    ("number", 0, "[patient] I lost half a stone.\n", "The patient lost a stone."),
    # tense / habitual
    ("tense", 0, "[patient] I exercised every day last month.\n", "The patient exercises every day."),
    ("tense", 0, "[patient] I went running daily last year.\n", "The patient goes running daily."),
    # modal / irrealis
    ("modal", 0, "[Kim] I can write the report.\n", "Kim wrote the report."),
    ("modal", 0, "[Kim] I can write the report.\n", "Kim will write the report."),
    ("modal", 0, "[Kim] I need to call my mom.\n", "Kim called her mom."),
    ("irrealis", 0, "[Ana] The landlord promised to fix the heater.\n", "The landlord fixed the heater."),
    ("irrealis", 0, "[Ana] The landlord pretended to fix the heater.\n", "The landlord fixed the heater."),
    ("plan/request", 0, "[Ana] Let's call the plumber.\n", "Ana called the plumber."),
    ("plan/request", 0, "[Ana] We should call the plumber tomorrow.\n", "They called the plumber."),
    ("plan/request", 0, "[Ana] Remind me to call the plumber.\n", "Ana called the plumber."),
    ("plan/request", 0, "[Ana] Bo, can you call the plumber?\n[Bo] Sure.\n", "Bo called the plumber."),
    (
        "plan/request",
        0,
        "[doctor] Should we try a statin?\n[patient] I'd rather try diet first.\n",
        "The patient agreed to try a statin.",
    ),
    ("wish", 0, "[Sara] I want to go to Portugal.\n", "Sara will go to Portugal."),
    ("conditional", 0, "[Ana] Assuming the loan is approved, we'll buy the house.\n", "They will buy the house."),
    ("reported", 0, "[Ana] My boss claims the office will close in May.\n", "The office will close in May."),
    ("reported", 0, "[Ana] According to my boss, the office will close in May.\n", "The office will close in May."),
    ("reported", 0, "[doctor] My nurse said your cholesterol was high.\n", "The patient's cholesterol was high."),
    # TRUE claims that come back CONTRADICTED
    ("T:negation-leak", 1, "[Ana] No, I live in Leeds.\n", "Ana lives in Leeds."),
    ("T:negation-leak", 1, "[Ana] Bo can't make it, he's sick.\n", "Bo is sick."),
    (
        "T:negation-leak",
        1,
        "[patient] It doesn't hurt when I walk, only when I run.\n",
        "It hurts when the patient runs.",
    ),
    ("T:negation-leak", 1, "[Ana] Nothing helps except ice.\n", "Ice helps."),
    ("T:negation-leak", 1, "[Ana] I haven't seen Bo since he moved to Oslo.\n", "Bo moved to Oslo."),
    (
        "T:antonym-leak",
        1,
        "[doctor] Let's stop the cream and try an antihistamine at bedtime.\n",
        "The doctor will start an antihistamine at bedtime.",
    ),
    (
        "T:number-binding",
        1,
        "[Ana] We sold 300 units in March, up from 200 in February.\n",
        "They sold 200 units in February.",
    ),
    (
        "T:subject",
        1,
        "[Tom] I went to Lisbon with my brother.\n[Tom] We stayed for six days.\n",
        "Tom's brother went to Lisbon.",
    ),
    ("T:subject", 1, "[doctor] My nurse said your cholesterol was high.\n", "The nurse said the cholesterol was high."),
    (
        "T:subject",
        1,
        "[caller] Can my son be seen today?\n[receptionist] We can see him at 4 pm.\n",
        "The caller's son can be seen at 4 pm.",
    ),
    (
        "T:subject",
        1,
        "[Lee] Would you mind asking Raj to help?\n[Kim] I asked him yesterday and he said no.\n",
        "Kim asked Raj to help.",
    ),
    # round 13b: a reply's own item for the question's; a "no" to the focus, not its modifier; a value lent forward
    (
        "reply-slot",
        0,
        "[nurse] did you take the pills with water or with juice?\n[patient] i took them with juice.\n",
        "The patient took the pills with water.",
    ),
    (
        "reply-slot",
        0,
        "[doctor] did you drive to the clinic?\n[patient] i drove to my sister's house.\n",
        "The patient drove to the clinic.",
    ),
    ("reply-slot", 0, "[coach] did you run in the park today?\n[Ana] i ran in the gym.\n", "Ana ran in the park."),
    (
        "T:reply-slot",
        1,
        "[doctor] did you go to the doctor for it?\n[patient] yes i went in the morning.\n",
        "The patient went to the doctor.",
    ),
    (
        "denied-modifier",
        0,
        "[doctor] any bleeding after the surgery?\n[patient] no.\n",
        "The patient did not have surgery.",
    ),
    (
        "T:denied-modifier",
        1,
        "[doctor] any numbness in the injured hand?\n[patient] no.\n",
        "The patient injured her hand.",
    ),
    (
        "T:denied-modifier",
        1,
        "[doctor] any trouble sleeping because of the cough?\n[patient] no.\n",
        "The patient has a cough.",
    ),
    (
        "item-value",
        0,
        "[patient] i use the inhaler twice a day and then the nasal spray when i need it.\n",
        "The patient uses the nasal spray twice a day.",
    ),
    (
        "item-value",
        0,
        "[patient] i take metformin in the morning and then lipitor before bed.\n",
        "The patient takes lipitor in the morning.",
    ),
    (
        "item-value",
        0,
        "[patient] i see my therapist every week and my psychiatrist when i can.\n",
        "The patient sees her psychiatrist every week.",
    ),
    # round 18: a yes to alternatives, an item added after "just", whom a question asks of, "that's correct"
    ("alternatives", 0, "[doctor] Any fever or chills?\n[patient] Yes.\n", "The patient has fever."),
    (
        "alternatives",
        0,
        "[doctor] Is the pain in the left knee or the right knee?\n[patient] Mm-hmm.\n",
        "The pain is in the right knee.",
    ),
    (
        "alternatives",
        0,
        "[doctor] Did you go to the emergency room or urgent care?\n[patient] Yeah.\n",
        "The patient went to urgent care.",
    ),
    (
        "T:alternatives",
        1,
        "[doctor] Did you go to the emergency room or urgent care?\n[patient] Only urgent care.\n",
        "The patient did not go to the emergency room.",
    ),
    (
        "added-item",
        0,
        "[doctor] Any fevers, chills or night sweats?\n[patient] Yes. Just the fevers. Well, maybe chills too.\n",
        "The patient does not have chills.",
    ),
    (
        "T:added-item",
        1,
        "[doctor] Any fevers, chills or night sweats?\n[patient] Yes. Just the fevers. Well, maybe chills too.\n",
        "The patient may have chills.",
    ),
    ("asked-of", 0, "[doctor] Does she smoke?\n[patient] No.\n", "Her child does not smoke."),
    ("asked-of", 0, "[doctor] Does Anna smoke?\n[patient] No.\n", "The patient does not smoke."),
    (
        "asked-of",
        0,
        "[doctor] Does she drink alcohol?\n[patient] No.\n",
        "The patient's mother does not drink alcohol.",
    ),
    ("T:confirmed", 1, "[doctor] Do you smoke?\n[patient] That's correct.\n", "The patient smokes."),
    (
        "T:confirmed",
        1,
        "[doctor] You live alone and you don't drink.\n[patient] That's right.\n",
        "The patient lives alone.",
    ),
]


# Transcripts of new domains, each a file of data/: review 25's (numbers, dates, negations, subjects) and issue 12's
# (a false twin only asked, hedged, supposed, requested, reported or declined, or held by another speaker) and review
# 26's and 27's (a number, date, side, speaker, list item, comparison, plan or request swapped in more domains), and
# modal39's excerpts of fit-half transcripts (a question, hedge, supposition, request, plan or report read as fact),
# and nearmiss46's near misses ("almost", "nearly", "was about to") beside a month, date or weekday.
DOMAIN_FILES = (
    "adversarial_domains.json",
    "adversarial_modality.json",
    "adversarial_near_miss.json",
    "adversarial_review26.json",
    "adversarial_review27.json",
    "adversarial_transcripts.json",
)


def _domain_cases(name: str) -> list[tuple[str, int, str, str]]:
    """One file of transcripts (``data/<name>``): each false twin under its kind, each true claim under "T:" and the
    same kind (every pair, not only those that erred; a pair may hold no true claim)."""
    data = json.loads((Path(__file__).parent / "data" / name).read_text(encoding="utf-8"))
    return [
        case
        for domain in data["domains"].values()
        for pair in domain["pairs"]
        for case in (
            (pair["kind"], 0, domain["source"], pair["false"]),
            *([(f"T:{pair['kind']}", 1, domain["source"], pair["true"])] if "true" in pair else []),
        )
    ]


DOMAIN_CASES = {name: _domain_cases(name) for name in DOMAIN_FILES}
CASES += LATER_CASES + [case for cases in DOMAIN_CASES.values() for case in cases]


def main() -> None:
    tried: collections.Counter[str] = collections.Counter()
    wrong: collections.Counter[str] = collections.Counter()
    statuses: dict[tuple[str, int, str, str], str] = {}
    for case in CASES:
        kind, true, source, claim = case
        status = prove(claim, source, roles=proof_roles()).status.value
        tried[kind] += 1
        statuses[case] = status
        if (status == "CONTRADICTED") if true else (status == "VERIFIED"):
            wrong[kind] += 1
            print(f"{status:12} {kind:16} {source!r} -> {claim!r}")
    false_kinds = [k for k in tried if not k.startswith("T:")]
    print("still wrong per kind:", {k: f"{wrong[k]}/{tried[k]}" for k in tried})
    print(
        f"false claims VERIFIED: {sum(wrong[k] for k in false_kinds)} of {sum(tried[k] for k in false_kinds)}; "
        f"true claims CONTRADICTED: {sum(wrong[k] for k in tried if k.startswith('T:'))} of "
        f"{sum(tried[k] for k in tried if k.startswith('T:'))}"
    )
    for name, cases in DOMAIN_CASES.items():
        false = [case for case in cases if not case[1]]
        true = [case for case in cases if case[1]]
        count = collections.Counter((case[1], statuses[case]) for case in cases)
        print(
            f"{name}: false VERIFIED {count[0, 'VERIFIED']} of {len(false)}; true CONTRADICTED "
            f"{count[1, 'CONTRADICTED']}, true VERIFIED {count[1, 'VERIFIED']} of {len(true)}"
        )


if __name__ == "__main__":
    main()
