"""Whether a "would" habit is set in the past: "as a kid, I'd walk to school every day" bears out "walked to school";
"typically the lumps would shrink up after you've had one or two cycles" does not bear out "the lumps shrank" — a
present perfect ("you've had", "she has had") places the habit in no past, it is a general rule (proof.realis)."""

from __future__ import annotations

from collections.abc import Sequence

from factlayer.nlp import lexicon
from factlayer.nlp.tokens import Token
from factlayer.proof.source import Source, Statement

_PERFECT = frozenset({"'ve", "ve", "have", "has", "i've", "we've", "you've", "they've", "'s"})


def _past_words(tokens: Sequence[Token]) -> list[str]:
    """The words of ``tokens`` that set a scene in the past or a habit, a "had" after "have" (a perfect) left out."""
    past = lexicon.words("past_markers") | {"was", "were", "used", "kid", "child", "every", "always", "usually"}
    words = [t.low for t in tokens if not t.is_punct]
    return [w for k, w in enumerate(words) if w in past and not (w == "had" and k and words[k - 1] in _PERFECT)]


def past_scene(core: Statement, source: Source) -> bool:
    """The statement, or the one before it in the same turn, is set in the past or is a habit ("since I was a
    kid", "every morning")."""
    scene = [core]
    if core.index > 0 and source.statements[core.index - 1].speaker == core.speaker:
        scene.append(source.statements[core.index - 1])
    return any(_past_words(st.tokens) for st in scene)
