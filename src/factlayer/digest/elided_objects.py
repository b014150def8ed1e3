"""A clause whose verb's object is left to the context: "I disagree.", "No, you don't need to stop.", "I'll try.",
"We decided." Read alone it says nothing a reader can use — disagrees with what? need not stop what? — and written
as a fact ("Dana disagrees.", "The patient does not need to stop.") it is not self-contained. Such a clause is its
subject (a personal pronoun, contracted or not), after an answer word or a connector ("no, …", "so …"), then only
light words (auxiliaries, negation, "need to", "want to", degree adverbs) and one verb of
``lexicon/elided_objects.txt``, with at most a particle after it ("I disagree though"); the junk rules skip it as a
``fragment`` (``salience.junk_reason``)."""

from __future__ import annotations

from factlayer.nlp import lexicon

__all__ = ["object_elided"]


def _subject(word: str) -> bool:
    return word.split("'")[0] in lexicon.words("personal_subjects")


def object_elided(words: list[str]) -> bool:
    """Are ``words`` (a normalised clause, lower case) a subject, light words and a verb whose object is elided?"""
    kinds = lexicon.classes("elided_objects")
    while words and kinds.get(words[0]) == "lead":  # "no, you don't need to stop", "so i stopped"
        words = words[1:]
    while words and kinds.get(words[-1]) == "after" and len(words) > 2:
        words = words[:-1]
    if len(words) < 2 or not _subject(words[0]) or kinds.get(words[-1]) != "verb":
        return False
    return all(kinds.get(w) == "between" for w in words[1:-1])
