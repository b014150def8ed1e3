"""The pronouns a title gives a person a fact names ("Mrs. Chen" → she / her / her / herself, "Mr. Okafor" → he /
him / his / himself), used by ``rewrite`` once the person is named in the sentence. A bare name or a role gives none:
no gender is guessed from a name, and such a person is "they" once written."""

from __future__ import annotations

from factlayer.nlp import contractions

__all__ = ["Pronouns", "pronoun", "subject_pronoun", "title_pronouns"]

Pronouns = tuple[str, str, str, str]  # subject, object, possessive, reflexive

_HER: Pronouns = ("she", "her", "her", "herself")
_HIS: Pronouns = ("he", "him", "his", "himself")
_BY_TITLE = {"mrs": _HER, "ms": _HER, "miss": _HER, "mr": _HIS}


def title_pronouns(name: str) -> Pronouns | None:
    """The pronouns of a name written with a title ("Mrs. Chen"), else None."""
    title = name.split(" ", 1)[0].lower().rstrip(".")
    return _BY_TITLE.get(title) if " " in name else None


def pronoun(pronouns: Pronouns | None, form: int, neutral: str) -> str:
    """The pronoun of ``form`` (0 subject, 1 object, 2 possessive, 3 reflexive), else ``neutral``."""
    return pronouns[form] if pronouns else neutral


def subject_pronoun(word: str, pronouns: Pronouns | None) -> str:
    """A titled person already named in the sentence, as a later subject for ``word`` ("I'm" → "she is")."""
    subject = pronouns[0] if pronouns else "they"
    contracted = contractions.split(word)
    verb = contractions.third_person(contracted[1]) if contracted else ""
    return f"{subject} {verb}" if verb else subject
