"""The checks of one proposition against one evidence window: coverage, values, polarity, subject,
holder (attribution) and modality; the last of them, whom a support is about: :mod:`factlayer.proof.people_checks`.
Each returns plain findings; :mod:`factlayer.proof.proof` decides.
"""

from __future__ import annotations

from factlayer.proof.ability import deed_not_done
from factlayer.proof.attribution import another_speaker_of_someone, of_a_group
from factlayer.proof.claim import Proposition
from factlayer.proof.class_words import misplaced_class_words
from factlayer.proof.clause_polarity import denial_beside_core, wh_question
from factlayer.proof.comparison import order_conflicts
from factlayer.proof.completion import partly_done
from factlayer.proof.context import from_context, verb_referred
from factlayer.proof.coverage import coverage, share
from factlayer.proof.denied_focus import denies_another_focus
from factlayer.proof.denied_piece import denied_piece
from factlayer.proof.denied_thing import another_thing_denied
from factlayer.proof.denied_whole import denied_anything, denied_whole
from factlayer.proof.foreseen_values import only_foreseen
from factlayer.proof.future import denial_to_come, no_to_the_past_only, not_as_claimed
from factlayer.proof.item_values import time_of_an_earlier_item
from factlayer.proof.moved_plans import granted_instead, moved_to_the_claims
from factlayer.proof.note_verbs import note_verb_only
from factlayer.proof.other_doer import another_in_place
from factlayer.proof.people_checks import check_people
from factlayer.proof.planned import only_planned
from factlayer.proof.polarity import (
    denied_by_another_clause,
    first_time,
    flip_stands,
    only_ceased,
    other_than_without,
    relative_only_denial,
    restated_after_turn,
    scoped_negation,
    subject_words,
    verb_denied_beside,
)
from factlayer.proof.possession import lacks_what_is_had, off_what_is_claimed
from factlayer.proof.predicate import has_light_predicate, plainly_had
from factlayer.proof.relation_pronouns import another_relation_before
from factlayer.proof.reply_adds import rivals_left, unnoted
from factlayer.proof.rival_beside import rival_beside_unsaid
from factlayer.proof.same_subject import anchored_by_subject, of_another_person
from factlayer.proof.shunned import keeps_away_from
from factlayer.proof.sides import other_side
from factlayer.proof.slot_elsewhere import borrowed_into_a_taken_place, object_taken_elsewhere
from factlayer.proof.slots import opposites, replaced, slot_conflicts
from factlayer.proof.source import Source
from factlayer.proof.stated_names import absent_name
from factlayer.proof.tense import held_before, is_over, is_past, is_undone, of_a_plan_as_it_was, only_in_the_past
from factlayer.proof.time_clauses import main_core
from factlayer.proof.value_checks import named_elsewhere, says_amount, unit_rivals, values_against
from factlayer.proof.window_check import Outcome, WindowCheck
from factlayer.proof.window_memo import WindowMemo


def check_window(
    prop: Proposition, source: Source, window: tuple[int, ...], memo: WindowMemo | None = None
) -> WindowCheck:
    """The check of ``prop`` against the statements ``window``; a name the claim gives that does not name one person
    for this window ("Andrew Smith" from an "andrew" and another speaker's "smith": ``proof.stated_names``)
    leaves the window incomplete, whatever its words say; so does a support whose place of a claim's pronoun holds
    another person (``proof.claim_pronouns``). ``memo``: what the checks of ``prop``'s windows share (window_memo)."""
    result = _check_window(prop, source, window, memo if memo is not None else WindowMemo(prop, source))
    if (unnamed := absent_name(prop, source, window)) is not None:
        result.outcome, result.conflicts = "incomplete", [f"absent name: {unnamed}"]
    core = source.statements[result.core] if result.core is not None else None
    if result.outcome == "supports" and core is not None and (other := another_in_place(prop, core, source)):
        result.outcome, result.conflicts = "incomplete", [other]  # "… thinks he should" against "… thinks she should"
    return result


def _check_window(prop: Proposition, source: Source, window: tuple[int, ...], memo: WindowMemo) -> WindowCheck:
    statements = [source.statements[i] for i in window]
    usable = [st for st in statements if memo.may_bear_out(st)]
    unborne: list[str] = []  # the claim's values, said otherwise of another person: they do not support it
    if not usable:
        matches, missing = coverage(memo, statements)
        outcome: Outcome = "not_asserted" if not missing and matches else "incomplete"
        kinds: list[str] = sorted({st.modality for st in statements})
        return WindowCheck(window, outcome, matches, missing, [], kinds, coverage=share(prop, matches))
    matches, missing = coverage(memo, usable)
    # a claim of values only: the statement that says its amounts ("do you have children?" — "i have five")
    core = main_core(prop, matches, usable) if matches else max(usable, key=lambda st: says_amount(prop.values, st) > 0)
    result = WindowCheck(window, "incomplete", matches, missing, core=core.index, coverage=share(prop, matches))
    # A claim of values only ("has had it for half an hour") is as strong as its values, when said of its subject
    said_of = bool(prop.values) and prop.subject.same(core.subject) is True
    result.strength = sum(m.strength for m in matches) / len(matches) if matches else float(said_of)
    if granted_instead(prop, statements, source):
        return result  # "Thursday between 2 and 4 | Can it be Friday? | Sure, Friday …": the old plan, no rival
    asked = [st for st in source.statements[max(0, core.index - 4) : core.index] if st.modality == "asked"]
    asked = [st for st in asked if st.speaker != core.speaker]  # "do you have children?" — "i have five"
    value_conflicts, weak_values, missing_values = values_against(prop, usable, core, asked)
    misplaced, weak_slot = misplaced_class_words(prop, core, usable, matches)
    weak_slot += borrowed_into_a_taken_place(prop, core, matches)  # "… paid off. We owe 140,000 on the house."
    if taken := object_taken_elsewhere(prop, core, matches, source.statements):
        result.conflicts = [taken]
        return result  # "After I finish my degree, … I finished my thesis" is no "finished the degree"
    # "Anything else, like insulin?" — "No, just metformin": a thing denied fills no slot of a positive claim.
    rivals_count = not (core.negated and not prop.negated and matches and scoped_negation(core, matches))
    # Another person's words fill that person's slots, not the claim's ("I'll split my time with the member for X",
    # said by another MP): a rival only from a statement about the claim's own subject.
    rivals_count = rivals_count and not of_another_person(prop, usable, matches, core)
    slot = opposites(missing, usable, prop) + (
        slot_conflicts(missing, sorted(usable, key=lambda st: st.index != core.index), matches, prop) + misplaced
        if rivals_count
        else []
    )
    weak_slot = weak_slot if rivals_count else []
    unexplained = unnoted(missing, slot)
    if unexplained and len(matches) >= 2 and rivals_count:
        # Another word in the claim word's place: a conflict that decides only when nothing supports.
        found = replaced(prop, unexplained, sorted(usable, key=lambda st: st.index != core.index), runs=memo.runs)
        weak_slot, unexplained = rivals_left(weak_slot + found, unexplained, core, source)
    if denied_anything(core, len(window), matches, unexplained):
        unexplained = []  # "Applied anything to the rash?" — "No.": no cream either
    if note_verb_only(prop, unexplained, matches, core) or denied_whole(prop, core, usable, matches, unexplained):
        unexplained = []  # "tramadol , 50 milligrams , every six hours" for "prescribes tramadol …"; "No cataracts."
    if unexplained and len(unexplained) == len(missing):
        referred = from_context(
            core,
            source,
            unexplained,
            len(matches) + len(prop.values) - len(missing_values),
            frozenset(t.low for t in prop.terms),
            prop.frame,
        )
        if referred:  # "Show me the echocardiogram. It also shows ...": what "it" stands for
            matches = matches + referred
            missing = [t for t in missing if t not in unexplained]
            result.matches, result.missing, unexplained = matches, missing, []
            result.strength = sum(m.strength for m in matches) / len(matches)
            result.coverage = share(prop, matches)
    if unexplained and rivals_count and anchored_by_subject(prop, core, matches):
        # One claim word and the subject surely the same anchor a slot, in the core, the word framing the other
        # one ("Caroline is learning the guitar" against her "I'm learning the piano"): a weak conflict.
        found = replaced(prop, unexplained, [core], frozenset(m.term.stem for m in matches), memo.runs)
        weak_slot, unexplained = rivals_left(weak_slot + found, unexplained, core, source)
    if rivals_count and (
        beside := rival_beside_unsaid(prop, source, core, matches, unexplained, value_conflicts, weak_slot, slot)
    ):
        # the core says another amount (time, class member), a claim word or two unsaid, the claim's nowhere: weak
        # ("the thing started about two weeks ago" for "The arm pain started about two months ago"; rival_beside)
        weak_slot = weak_slot + [c for c in beside if c not in weak_slot]
        value_conflicts, slot, unexplained = [], [], []
    if unexplained or (not matches and not prop.values):
        return result
    if not matches and prop.terms:
        return result
    if another := another_relation_before(prop, core, source):
        result.conflicts = [another]
        return result  # "How is your son?" — "He's allergic …" is no husband's allergy; not said against it either
    if off_what_is_claimed(prop, core, matches):
        result.conflicts = ["predicate: the evidence says the subject is off it"]
        return result  # "I've been off lisinopril for a year" is no "is on lisinopril"
    if lacks_what_is_had(prop, core, matches):
        result.conflicts = ["predicate: the evidence says the thing was lost, sold, run out of or is needed, not had"]
        return result  # "I lost my cat last year" names the cat, not that the patient has one
    if denies_another_focus(core, matches) or time_of_an_earlier_item(prop, core, matches):
        return result  # "a rash on the painful area?" — "no.": no pain denied; "x in the morning and then y": not y's
    denied = (
        scoped_negation(core, matches)
        or denied_by_another_clause(core, usable, matches, subject_words(prop))
        or verb_denied_beside(prop, core, usable, matches, subject_words(prop))
    ) != first_time(prop, core)  # "Is this the first time …?" — "Yes." denies "had these symptoms before"
    # "avoid alcohol": no advice to drink it
    denied = denied or keeps_away_from(prop, core, matches, subject_words(prop), source)
    if denied and scoped_negation(core, matches) and (thing := another_thing_denied(prop, core, matches)):
        result.conflicts = [f"polarity: the evidence denies {thing!r}, the claim's thing is said elsewhere"]
        return result  # "Yes, naproxen. | I stopped taking ibuprofen": no naproxen stopped (nor not taken)
    if denied and not prop.negated and restated_after_turn(core, usable, matches):
        denied = False  # "It doesn't hurt when I walk, only when I run": it hurts when running
    if denied and not prop.negated and denial_to_come(prop, core):
        return result  # "… so no new charges will go through" denies no charge made before
    if denied and is_past(prop) and not prop.negated and only_ceased(core, prop):
        denied = False  # "I smoked a pack a day for 20 years, quit 5 years ago": the past stands
    if not denied and not prop.negated and (piece := denied_piece(core, usable, matches, subject_words(prop))):
        result.conflicts = [piece]
        return result  # "x-ray … | i don't see any evidence of any fractures | … the right knee": no fracture shown
    if (
        not denied
        and not core.answered
        and is_over(core, source, [m.token for m in matches if m.statement == core.index])
        and not is_past(prop)
    ):
        denied = True  # "I had a fever last week but not anymore": no fever now
    if not denied and not core.answered and is_undone(core, source) and not of_a_plan_as_it_was(prop):
        denied = True  # "I was going to start running but I didn't": neither running nor the plan
    other_subject = (
        (prop.subject.same(core.subject) is False and not (prop.subject_is_holder and prop.subject.same(core.holder())))
        or of_a_group(prop, core, matches)
        or another_speaker_of_someone(prop, core, source)
    )
    if other_subject and denied != prop.negated:
        # The patient's "No" to "Do you smoke?" says nothing of whether the doctor smokes.
        result.conflicts = [f"subject: the evidence is about {core.subject.describe()}"]
        return result
    if ("relation" in (prop.subject.kind, core.subject.kind) and other_subject) or of_another_person(
        prop, usable, matches, core
    ):
        # another one's value ("I'm almost 40 and my mom was almost 45") denies nothing, nor bears the claim's out
        unborne, value_conflicts, weak_values = value_conflicts + weak_values, [], []
    if missing_values and slot:
        # Another word in the claim word's place, where the claim's amount is not either ("I've never bought a
        # remote control" against "will be sold for 25 euro"): likely another matter, weak (decides alone only).
        weak_slot, slot = weak_slot + slot, []
    if side := other_side(prop, core, usable, matches, denied):  # "moved to Denver" is no "moved from Denver"
        result.outcome, result.conflicts = side
        return result
    strong: list[str] = []
    sentence = [t for st in usable if st.sentence == core.sentence for t in st.tokens]  # "… | but lighter than Max"
    strong += slot + order_conflicts(prop.text, core.tokens, sentence)
    if value_conflicts and (weak_slot or named_elsewhere(prop, core, usable)):  # another thing's: "cialis … 5 mg"
        weak_values, value_conflicts = weak_values + value_conflicts, []  # "seniors over 65" for "Myles Lynch is 22"
    if value_conflicts and prop.negated and not denied:  # "not on the 300 megabit plan" against "on the 100 …"
        result.conflicts = [f"value: {value_conflicts[0]}; another value does not deny a negative claim"]
        return result
    if value_conflicts and core.answered and denied and not prop.negated:  # "on the 300 plan?" — "No, the 500 one."
        result.conflicts = [f"value: {value_conflicts[0]}; a no to another value does not deny the claim's"]
        return result
    if value_conflicts and moved_to_the_claims(prop, source):
        return result  # "planned for March 14th … let's move the release to March 21st": the 21st is no rival
    strong += value_conflicts
    if strong and any(m.how == "context" for m in matches):
        if not unit_rivals(prop, strong, value_conflicts):
            return result  # a word only referred to does not decide a conflict; save another amount of a unit, weakly
        weak_slot, strong = weak_slot + strong, []  # "i use it once a week" for "the cream once a day"
    weak_slot += weak_values
    if weak_slot and not strong:
        result.outcome, result.conflicts = "weak_conflict", weak_slot
        return result
    # "I don't smoke anymore" denies "I smoke a pack a day" whatever the amount; an amount not given never supports.
    if missing_values and not strong and not (denied and not prop.negated):
        result.conflicts = [f"absent value: {v}" for v in missing_values]
        return result
    if not strong and not core.answered and has_light_predicate(prop) and not plainly_had(prop, usable, matches):
        result.conflicts = ["predicate: the evidence says something else of it than has / is / has been"]
        return result
    # "I want you to take ibuprofen": wanted, not done; it denies nothing, but its amounts still conflict
    undone = deed_not_done(prop, core, matches, source)
    undone = undone or only_planned(prop, core, matches)  # "we planned a gaming session": no session had
    undone = undone or only_foreseen(prop, usable)  # "I'm going to have ten by next year": no ten surgeries had
    flipped = denied != prop.negated or relative_only_denial(prop, usable, matches) or other_than_without(prop, core)
    flipped = flipped and not prop.modality == core.modality == "asked"  # "do we not need any button?" asks it too
    if denied and not strong and no_to_the_past_only(prop, core):
        return result  # "Did you paint the fence?" — "Not yet.": neither "B will paint it" nor "B will not paint it"
    if flipped and not flip_stands(prop, core, denied, {source.statements[m.statement].sentence for m in matches}):
        return result
    if flipped and (wh_question(core) or (not strong and verb_referred(core, source, matches))):
        return result  # "Oh, what happened?" denies nothing; "I don't see a new X" no verb "increased" it refers to
    if flipped and not denied and denial_beside_core(prop, core, usable, matches):
        return result  # "it's a bond | I haven't felt | since my time in the military": the denial is beside the core
    if flipped and not denied and held_before(prop, core):  # "I had diarrhea last week" for "no longer has it"
        result.outcome, result.kinds = "not_asserted", ["in the past"]
        return result
    if flipped and not strong and not undone:
        said = "denies it" if denied else "states it"
        strong.append(f"polarity: the claim is {'negative' if prop.negated else 'positive'}, the evidence {said}")
    if strong:
        result.outcome, result.conflicts = "conflicts", strong
        return result
    undone = undone or not_as_claimed(prop, usable, matches, source.statements) or partly_done(prop, usable, matches)
    if undone or only_in_the_past(prop, core, matches):  # "I exercised daily" is no "exercises daily"
        result.outcome, result.kinds = "not_asserted", ["unrealised" if undone else "in the past"]
        return result
    if missing_values:
        result.missing = list(missing)
        result.conflicts = [f"absent value: {v}" for v in missing_values]
        return result
    return check_people(result, prop, core, usable, matches, source, unborne)
