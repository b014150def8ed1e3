"""The last checks of a window whose words, values and polarity bear a claim out: whom it is about — people swapped
("Dana called me" for "Ben called Dana"), a claim's parts recombined or said of a later clause's subject, an owner
("Bo's dog bit Carl"), a holder or a name tied to no speaker, a claim about a speaker where no one speaks of
themselves, words lent wrongly, a parent as proxy, attribution, the speaker's own deed, the listener's things ("your
sugar is high" is not the doctor's), another one, years back, another owner — then
:func:`~factlayer.proof.window_check.supported`. Called last by :func:`factlayer.proof.checks.check_window`."""

from __future__ import annotations

from factlayer.nlp.persons import grammatical_person
from factlayer.proof.align import Match
from factlayer.proof.asked_by import asked_by_another
from factlayer.proof.attribution import about_subject, attribution, unnamed_role
from factlayer.proof.claim import PERSONAL, Proposition, claim_tokens
from factlayer.proof.later_subject import subject_of_a_later_clause
from factlayer.proof.lent_words import lent_wrongly
from factlayer.proof.listeners_things import listeners_things
from factlayer.proof.mentioned import about_the_name, another_named, speaks_of_self
from factlayer.proof.other_one import another_one
from factlayer.proof.owners import relation_owned
from factlayer.proof.parallel_parts import recombined_parts, value_of_another_part
from factlayer.proof.possessor import another_owner, owner_for_owned
from factlayer.proof.proxies import parent_as_proxy, spoken_of_patient
from factlayer.proof.recency import years_back
from factlayer.proof.role_refusals import not_by_order, not_by_roles
from factlayer.proof.self_described import described_speaker_speaks_of_another
from factlayer.proof.source import Source, Statement
from factlayer.proof.speakers_own import speakers_own_deed
from factlayer.proof.subject_reach import beyond_the_subject
from factlayer.proof.taken_up import only_assented
from factlayer.proof.titled_names import named_for_another
from factlayer.proof.window_check import WindowCheck, supported
from factlayer.proof.word_order import acted_on, swapped_people

__all__ = ["check_people"]


def check_people(
    result: WindowCheck,
    prop: Proposition,
    core: Statement,
    usable: list[Statement],
    matches: list[Match],
    source: Source,
    unborne: list[str],
) -> WindowCheck:
    """The window's check ``result`` (``core`` its statement holding most of the matches, ``usable`` its statements
    that may bear the claim out, ``unborne`` the claim's values said otherwise of another person) ended by whom its
    support is about (module docstring)."""
    if swapped := swapped_people(prop, core, matches, source.statements):
        # "Dana called me" for "Ben called Dana": swapped, refused — unless the evidence is about another (a conflict)
        weak = attribution(prop, about_subject(prop, core, usable, matches), source, matches)
        result.outcome = "weak_conflict" if weak else result.outcome
        result.conflicts = weak or [swapped]
        return result
    if (
        apart := recombined_parts(prop, core, usable, matches, source.text)
        or value_of_another_part(prop, core, usable, matches, source.text)
        or subject_of_a_later_clause(prop, core, usable, matches)
    ):  # "in summer I cycle, in winter I ski": no summer ski; "6 percent, and my employer matches up to 4"
        result.conflicts = [apart]
        return result
    if owner := owner_for_owned(prop, core):  # "Bo's dog bit Carl" is no "Bo bit Carl"
        result.conflicts = [owner]
        return result
    said_by = prop.holder
    if (
        said_by
        and said_by.kind == "person"
        and not said_by.names & source.known_people()
        and unnamed_role(core.holder(), source)
    ):
        result.conflicts = [f"holder: {said_by.describe()} is tied to no speaker; {core.speaker} says it"]
        return result  # "Mr. Kent says his back hurts": the patient no one names may be Mr. Kent, or not
    spoken_of = spoken_of_patient(prop, core, source)  # "Does she smoke?" asked of a parent: the patient
    if prop.subject.kind == "person" and not prop.subject.names & source.known_people() and not spoken_of:
        # A name no speaker goes by: it must at least be in the source; it cannot be tied to anyone.
        name = max(prop.subject.names, key=len)
        if not all(word in source.words for word in name.split()):
            result.conflicts = [f"absent name: {name}"]
            return result
        if about_the_name(core, name):  # "Does Anna smoke?" — "No.": about Anna, whoever answers
            return supported(result, unborne, not_by_roles(prop, core, usable, matches))
        if prop.subject.same(core.subject) is False and unnamed_role(core.subject, source):
            # the patient no one names may be Miss Lee, or not: the name cannot be tied to the one who says it
            result.conflicts = [f"subject: {name} is tied to no speaker; the evidence is {core.subject.describe()}'s"]
            return result
        if core.subject.kind == "relation":
            return result  # "my dad is napping", said by his son, for "Mr. Ortiz is napping": perhaps him, or not
        if prop.subject.same(core.subject) is False:  # "Dr. Lee will examine you" is not Mrs. Smith examining
            result.outcome = "weak_conflict"
            result.conflicts = [f"subject: the evidence is about {core.subject.describe()}, not {name}"]
            return result
        other = core.speaker if speaks_of_self(core) else another_named(core, name, source)
        described = described_speaker_speaks_of_another(prop, core, source) or asked_by_another(prop, core, source)
        if described:  # the assistant's "She's out"; the parent's "can you call me?" for "The nurse asked Mrs. …"
            result.outcome, result.conflicts = "weak_conflict", [described]
            return result
        if other:  # Speaker 2's "I can see …" is not Max, the puppy, seeing it; "So, England had …" is not Wales
            result.outcome = "weak_conflict"
            result.conflicts = [f"subject: the evidence is about {other}, not {name}"]
            return result
        return supported(result, unborne, not_by_roles(prop, core, usable, matches))
    if prop.personal and not any(t.low in PERSONAL for st in usable for t in st.tokens) and not core.answered:
        # "I have been to Belfast" from "Belfast is the capital ...": no one there speaks of themselves
        result.conflicts = ["subject: the claim is about a speaker or their listener, the evidence about neither"]
        return result
    person = grammatical_person([t.low for t in core.tokens]) if core.speaker is None and not core.answered else None
    if person and grammatical_person([t.low for t in claim_tokens(prop.text)]) not in (None, person):
        return result  # no labels: "You have diabetes." says nothing of "the speaker" (or "I")
    if lent_wrongly(prop, core, usable, matches, source):
        return result  # Nate's "She caught a huge fish": Joanna, or anyone else — cannot tell
    if parent_as_proxy(prop, core, source):
        # "Did you notice …?" — "No.", said by Guest_family, for "The mother has not noticed …": who is speaking?
        result.conflicts = [f"subject: {core.speaker} is not a checked {prop.subject.describe()}"]
        return result
    about = about_subject(prop, core, usable, matches)
    if owned := relation_owned(prop, core, source, matches):  # "my wife's thumb" is no "the patient's thumb"
        result.conflicts = [owned]
        return result
    weak = attribution(prop, about, source, matches)
    assent = only_assented(prop, core, source) if weak else None  # a "Yeah." to another's statement: no agreeing
    if weak and about is core and (beyond := beyond_the_subject(prop, core, matches) or assent):
        result.conflicts = [beyond]
        return result  # "i reviewed your vitals and … heart rate was fifty eight": whose rate? not the doctor's
    if weak:
        result.outcome, result.conflicts = "weak_conflict", weak
        return result
    if another := named_for_another(prop, core, usable, source):  # "dr jones sent me" is no doctor who examines
        result.conflicts = [another]
        return result
    if own := speakers_own_deed(
        prop, core, matches, source
    ):  # "after i found out i had a kidney stone": not the doctor's
        result.conflicts = [own]
        return result
    if yours := listeners_things(prop, core, usable, matches, source):  # "your sugar is high": not the doctor's
        result.conflicts = [yours]
        return result
    if done_to := acted_on(prop, core, matches):  # "jerry ran into me" for "The patient ran into Jerry"
        result.conflicts = [done_to]
        return result
    if other := another_one(prop, core, matches):  # "at another facility" for "at this facility"
        result.conflicts = [other]
        return result
    if long_ago := years_back(prop, core, matches):  # "got the tattoo a few years ago" for "just got the tattoo"
        result.conflicts = [long_ago]
        return result
    if owner := another_owner(prop, core, source.speakers):  # "my wife's mother" is no "the patient's mother"
        result.conflicts = [owner]
        return result
    return supported(result, unborne, not_by_order(prop, core, matches, source.statements))  # "them": lent_wrongly
