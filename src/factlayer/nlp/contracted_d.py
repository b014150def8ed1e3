"""What a contracted "'d" stands for when the rewrite writes it out ("I'd" → "Caroline would" / "had"): "had" before
a past participle ("I'd never felt so accepted" → "Caroline had never felt …", "I'd been there", "I'd gone twice";
past adverbs between: ``lexicon/between_adverbs.txt``, "never", "ever", "not"), "would" otherwise ("I'd love to go",
"I'd come if …": a base form). "would never felt" was written before, and read by the proof as the speaker's wish.
The proof reads "'d" the same way (``proof.realis``: no modal; ``proof.frame_unit``: no "would" frame when "had")."""

from __future__ import annotations

from factlayer.nlp import lexicon
from factlayer.nlp.stems import irregular_past_forms
from factlayer.nlp.verbs import regular_past

__all__ = ["PARTICIPLES", "d_auxiliary"]

_BETWEEN = lexicon.words("between_adverbs") | {"never", "ever", "not"}
PARTICIPLES = irregular_past_forms() - {"lay", "am", "are", "is", "was", "were"}  # "I'd lay down": a base form


def d_auxiliary(words: list[str], i: int) -> str:
    """ "had" or "would" for the "'d" of ``words[i]`` (module docstring)."""
    after = (w.lower().strip(",.?!;:") for w in words[i + 1 :])
    verb = next((w for w in after if w not in _BETWEEN), "")
    regular = regular_past(verb)
    return "had" if verb in PARTICIPLES or regular else "would"
