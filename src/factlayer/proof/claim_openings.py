"""What may open a claim before its content: a speaker's label as the source writes it ("user interface
thought ..."), or a run of a reply's remarks ("Of course, i know ...", "Not sure but ...")."""

from __future__ import annotations

from functools import lru_cache

from factlayer.nlp import lexicon
from factlayer.nlp.persons import Subject, aliases
from factlayer.nlp.phrases import find_phrase, phrases
from factlayer.nlp.tokens import Token


def _own_aliases(label: str, labels: frozenset[str]) -> frozenset[str]:
    """A titled name label's forms no other speaker's label shares: with "Dr. Ruiz" and "Dr. Patel" both in the
    source, "doctor" names neither, so a claim opening with "Dr. Ruiz" is about Dr. Ruiz's words only. A role
    label ("Guest_clinician" beside "Doctor") names no one person: a claim opening with it keeps every form."""
    own = aliases(label)
    if label.lower().replace(".", " ").split()[0] not in lexicon.words("name_titles"):
        return own
    return (own - shared_aliases(labels)) or own


@lru_cache(maxsize=256)
def shared_aliases(labels: frozenset[str]) -> frozenset[str]:
    """Aliases two speaker labels share ("doctor" of "Dr. Alvarez" and "Dr. Smith"): they name neither one (read
    once per set of labels: every window of every claim against a source asks it of the same speakers)."""
    seen: set[str] = set()
    shared: set[str] = set()
    for label in labels:
        known = aliases(label)
        shared |= seen & known
        seen |= known
    return frozenset(shared)


def speaker_at_start(tokens: list[Token], labels: frozenset[str]) -> tuple[Subject, int] | None:
    """A claim opening with a speaker's label as written in the source ("user interface thought ...",
    "however, project manager did not think ..."), after discourse words."""
    discourse = lexicon.words("discourse")
    i = 0
    while i < len(tokens) and (tokens[i].low in discourse or tokens[i].low in (",", "to")):
        i += 1
    for start in (i, i + 1) if i < len(tokens) and tokens[i].low == "the" else (i,):
        # a title's full stop is no word: "Dr. Ruiz recommends …" opens with the label "Dr. Ruiz" as "Dr Ruiz" does
        at = [k for k in range(start, min(len(tokens), start + 10)) if tokens[k].low != "."][:7]
        words = [tokens[k].low for k in at]
        for label in sorted(labels, key=len, reverse=True):
            parts = label.lower().replace("_", " ").replace(".", " ").split()
            for n in (len(parts), len(parts) - 1):  # "kirsty williams am" is also "kirsty williams"
                if n >= 1 and words[:n] == parts[:n] and (n == len(parts) or parts[-1] in ("am", "mp", "ms")):
                    if n == 1 and parts[0] in lexicon.groups("speakers") and len(parts) > 1:
                        continue
                    # "the user interface designer": the label, then a noun that names the role it stands for;
                    # "the marketing" alone reads as a thing, "the marketing expert" as the speaker
                    more = words[n : n + 1] != [] and words[n] in lexicon.words("label_role_nouns")
                    if start > i and not (n > 1 or more):
                        continue
                    return Subject("person", _own_aliases(label, labels)), at[n - 1 + more] + 1
            # "the family member" for "Guest_family": the label's last word and a noun of the role it stands for
            if (
                len(parts) > 1
                and words[:1] == parts[-1:]
                and words[1:2]
                and words[1] in lexicon.words("label_role_nouns")
            ):
                return Subject("person", _own_aliases(label, labels)), at[1] + 1
    return None


_REMARK_GLUE = frozenset({",", "!", ".", ":", "-", "but", "that", "and"})
_KNOWING = frozenset({"know"})


def _remark_at(lows: list[str], i: int) -> int:
    """How many words of the longest remark (``lexicon/remarks.txt``) start at ``i``; 0 for none."""
    return next((len(p) for p in phrases("remarks") if tuple(lows[i : i + len(p)]) == p), 0)  # longest first


def after_remarks(tokens: list[Token]) -> tuple[list[Token], bool]:
    """The claim after a leading run of a reply's remarks ("Of course, i know ...", "Not sure but ..."; see
    ``lexicon/remarks.txt``), and whether one of them hedges what follows. A remark must be set off from what
    follows ("well water" is no remark), unless it is an "I know" frame; a claim of remarks only stays whole."""
    lows = [t.low for t in tokens]
    i, hedged = 0, False
    while i < len(tokens) and (n := _remark_at(lows, i)):
        after = i + n
        set_off = after >= len(tokens) or lows[after] in _REMARK_GLUE or _remark_at(lows, after) > 0
        if not (set_off or lows[after - 1] in _KNOWING or lows[after - 1] == "is"):
            break
        hedged = hedged or find_phrase(lows[i:after], "hedges") is not None
        i = after
        while i < len(tokens) and lows[i] in _REMARK_GLUE:
            i += 1
    if i == 0 or i >= len(tokens):
        return tokens, False
    return tokens[i:], hedged
