"""Does a piece of evidence contradict a claim? Polarity, antonyms, numbers, dates, times, quantifiers.

Used by the consistency validator of the digest pipeline and by POST /v1/verify. The caller passes
evidence that is *about* the claim (an aligned sentence or a few); these checks only say where the two
disagree, not whether they talk about the same thing.

Each check is scoped to the words the two texts share, so that "we don't have targets" and "they have
no targets" agree, while "they did not want to add X" and "we want to add X" do not.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Literal

from factlayer.text.clauses import has_predicate
from factlayer.text.lexical import FUNCTION_WORDS, may_state_numbers, normalise_text, numbers_in, stem
from factlayer.text.lexicon import BINDING_CLASSES, BINDING_SYNONYMS, DURATION_UNITS, MONTHS, NEGATIONS, WEEKDAYS

ConflictKind = Literal["negation", "number", "antonym", "date", "time", "quantifier", "binding"]

_TOKEN = re.compile(r"[a-z0-9]+(?:[.:][0-9]+)?|[.,;:!?()\[\]–—]")
_NEGATION_CUES = NEGATIONS | {"not", "no", "never", "hardly", "barely", "lack", "lacks", "lacked", "fail", "failed"}

_ANTONYM_PAIRS = (
    ("increase", "decrease"),
    ("increase", "reduce"),
    ("rise", "fall"),
    ("more", "less"),
    ("more", "fewer"),
    ("most", "least"),
    ("higher", "lower"),
    ("high", "low"),
    ("bigger", "smaller"),
    ("larger", "smaller"),
    ("big", "small"),
    ("large", "small"),
    ("long", "short"),
    ("longer", "shorter"),
    ("easy", "hard"),
    ("easy", "difficult"),
    ("easier", "harder"),
    ("simple", "complex"),
    ("simple", "complicated"),
    ("cheap", "expensive"),
    ("cheaper", "dearer"),
    ("agree", "disagree"),
    ("accept", "reject"),
    ("approve", "reject"),
    ("allow", "forbid"),
    ("allow", "prohibit"),
    ("include", "exclude"),
    ("before", "after"),
    ("early", "late"),
    ("earlier", "later"),
    ("first", "last"),
    ("start", "stop"),
    ("begin", "end"),
    ("open", "closed"),
    ("win", "lose"),
    ("won", "lost"),
    ("true", "false"),
    ("correct", "wrong"),
    ("right", "wrong"),
    ("good", "bad"),
    ("better", "worse"),
    ("best", "worst"),
    ("positive", "negative"),
    ("same", "different"),
    ("similar", "different"),
    ("minimum", "maximum"),
    ("novice", "advanced"),
    ("novice", "expert"),
    ("beginner", "advanced"),
    ("basic", "advanced"),
    ("wired", "wireless"),
    ("inside", "outside"),
    ("internal", "external"),
    ("male", "female"),
    ("men", "women"),
    ("man", "woman"),
    ("boy", "girl"),
    ("left", "right"),
    ("north", "south"),
    ("east", "west"),
    ("up", "down"),
    ("hot", "cold"),
    ("warm", "cold"),
    ("heavy", "light"),
    ("fast", "slow"),
    ("faster", "slower"),
    ("old", "new"),
    ("older", "newer"),
    ("old", "young"),
    ("older", "younger"),
    ("present", "absent"),
    ("success", "failure"),
    ("succeed", "fail"),
    ("worsen", "improve"),
    ("worse", "improved"),
    ("strong", "weak"),
    ("safe", "dangerous"),
    ("legal", "illegal"),
    ("possible", "impossible"),
    ("likely", "unlikely"),
    ("able", "unable"),
    ("import", "export"),
    ("buy", "sell"),
    ("bought", "sold"),
    ("add", "remove"),
    ("increased", "decreased"),
    ("always", "never"),
    ("everyone", "nobody"),
    ("all", "none"),
    ("morning", "evening"),
    ("day", "night"),
    ("yesterday", "tomorrow"),
    ("mild", "severe"),
    ("acute", "chronic"),
    ("worsening", "improving"),
    ("above", "below"),
    ("over", "under"),
    ("plastic", "wood"),
    ("plastic", "metal"),
    ("wood", "metal"),
)
_NEGATING_PREFIXES = ("un", "dis", "in", "im", "ir", "il", "non")

_DIGIT = re.compile(r"\d")
_MONTHS = MONTHS
_MONTH_ABBR = {m[:3]: m for m in _MONTHS} | {"sept": "september"}
_WEEKDAYS = WEEKDAYS

_UNIVERSAL = frozenset({"all", "every", "everyone", "everybody", "everything", "always", "entire", "whole"})
_NEGATIVE_UNIVERSAL = frozenset({"none", "never", "nobody", "nothing", "noone"})
_PARTIAL = frozenset(
    {"some", "sometimes", "most", "many", "several", "few", "often", "usually", "occasionally", "partly", "mostly"}
)

_TIME = re.compile(r"\b(\d{1,2})(?::(\d{2}))?\s*(a\.?m\.?|p\.?m\.?|o'clock)(?![a-z])|\b(\d{1,2}):(\d{2})\b")


@dataclass(frozen=True, slots=True)
class Conflict:
    kind: ConflictKind
    detail: str


def _antonym_index() -> dict[str, frozenset[str]]:
    index: dict[str, set[str]] = {}
    for left, right in _ANTONYM_PAIRS:
        index.setdefault(left, set()).add(right)
        index.setdefault(right, set()).add(left)
    return {word: frozenset(others) for word, others in index.items()}


_ANTONYMS = _antonym_index()


def _tokens(text: str) -> list[str]:
    return _TOKEN.findall(normalise_text(text))


def _words(tokens: list[str]) -> list[str]:
    return [t for t in tokens if t[0].isalnum()]


_CLAUSE_BREAKS = frozenset(
    {".", ";", ":", "!", "?", ",", "(", ")", "[", "]", "–", "—"}
    | {"but", "although", "though", "whereas", "while", "because", "who", "which", "where", "when", "if", "then"}
    | {"and", "or", "so"}
)
# "No, it's from 2009" / "no i haven't": an answer, not a negation of what follows.
_INTERJECTION_FOLLOWERS = frozenset({"it", "its", "i", "im", "we", "you", "they", "he", "she", "that", "this", "but"})
_MIN_CLAUSE_OVERLAP = 0.6


def _clauses(tokens: list[str]) -> list[list[str]]:
    out: list[list[str]] = [[]]
    for index, token in enumerate(tokens):
        if token in {"no", "yes"} and not out[-1]:
            following = tokens[index + 1] if index + 1 < len(tokens) else ","
            if following in _INTERJECTION_FOLLOWERS or not following[0].isalnum():
                continue
        if token in _CLAUSE_BREAKS:
            if out[-1]:
                out.append([])
            continue
        out[-1].append(token)
    return [c for c in out if c]


def _content(clause: list[str]) -> set[str]:
    return {stem(t) for t in clause if t[0].isalnum() and t not in FUNCTION_WORDS and t not in _NEGATION_CUES}


def _negated(clause: list[str]) -> bool:
    return sum(t in _NEGATION_CUES for t in clause) % 2 == 1


def _negation_conflict(claim: list[str], evidence: list[str]) -> Conflict | None:
    """A claim clause and the evidence clause that says the same words, with opposite polarity.

    Clause-aligned, so "we don't go on to consider X. The second stage is to consider X" does not
    conflict with "the second stage was to consider X".
    """
    evidence_clauses = [(_content(c), _negated(c)) for c in _clauses(evidence)]
    for clause in _clauses(claim):
        words = _content(clause)
        if not words:
            continue
        polarity = _negated(clause)
        matches: list[tuple[bool, set[str]]] = []
        for other, negated in evidence_clauses:
            shared = words & other
            # The evidence clause must say (nearly) all the claim clause says, and not much more.
            if (
                len(shared) >= min(2, len(words))
                and len(shared) / len(words) >= _MIN_CLAUSE_OVERLAP
                and len(shared) / max(1, len(other)) >= 0.4
            ):
                matches.append((negated, shared))
        # Any aligned clause with the claim's polarity settles it: no conflict for this clause.
        if matches and all(negated != polarity for negated, _ in matches):
            shared = max(matches, key=lambda m: len(m[1]))[1]
            side = "denies what the evidence affirms" if polarity else "affirms what the evidence denies"
            return Conflict("negation", f"the claim {side}: {' '.join(sorted(shared))}")
    return None


def _neighbours(words: list[str]) -> dict[str, set[tuple[str, str]]]:
    """For each word, the content words just before and after it ('novice user' → ('>', 'user'))."""
    content = [w for w in words if w not in FUNCTION_WORDS or w in _ANTONYMS]
    out: dict[str, set[tuple[str, str]]] = {}
    for index, word in enumerate(content):
        if index:
            out.setdefault(word, set()).add(("<", stem(content[index - 1])))
        if index + 1 < len(content):
            out.setdefault(word, set()).add((">", stem(content[index + 1])))
    return out


def _antonym_conflicts(claim: list[str], evidence: list[str]) -> list[Conflict]:
    claim_set, evidence_set = set(claim), set(evidence)
    found: list[Conflict] = []
    claim_context, evidence_context = _neighbours(claim), _neighbours(evidence)
    for word in sorted(claim_set - evidence_set):
        opposites = _ANTONYMS.get(word, frozenset()) & (evidence_set - claim_set)
        # Both texts use the opposite somewhere: it still conflicts where it sits in the same place
        # ("for a novice user" against "for an advanced user").
        opposites |= {
            other
            for other in _ANTONYMS.get(word, frozenset()) & evidence_set & claim_set
            if claim_context.get(word, set()) & evidence_context.get(other, set())
        }
        if opposites:
            found.append(Conflict("antonym", f"the claim says '{word}', the evidence '{sorted(opposites)[0]}'"))
            continue
        for prefix in _NEGATING_PREFIXES:
            # "unlikely" against "likely", "disagreed" against "agreed"
            if word.startswith(prefix) and len(word) - len(prefix) >= 4 and word[len(prefix) :] in evidence_set:
                found.append(Conflict("antonym", f"the claim says '{word}', the evidence '{word[len(prefix) :]}'"))
                break
            if len(word) >= 4 and prefix + word in evidence_set:
                found.append(Conflict("antonym", f"the claim says '{word}', the evidence '{prefix + word}'"))
                break
    return found


def _numbers_with_units(tokens: list[str]) -> dict[str, tuple[str, set[float]]]:
    """Numbers keyed by the stem of the word that follows them ('11 hours' → {'hour': ('hours', {11})})."""
    out: dict[str, tuple[str, set[float]]] = {}
    for index, token in enumerate(tokens):
        values = numbers_in(token) if token[0].isalnum() else []
        if not values:
            continue
        unit = next((t for t in tokens[index + 1 : index + 3] if t[0].isalpha() and not numbers_in(t)), "")
        out.setdefault(stem(unit) if unit else "", (unit, set()))[1].update(values)
    return out


def _is_year(value: float) -> bool:
    return value.is_integer() and 1000 <= value <= 2100


def _number_conflicts(claim_text: str, evidence_text: str, claim: list[str], evidence: list[str]) -> list[Conflict]:
    # Times of day are compared by _time_conflict; keep "3 pm" / "15:00" out of the plain numbers.
    claim_text = _TIME.sub(" ", normalise_text(claim_text))
    evidence_text = _TIME.sub(" ", normalise_text(evidence_text))
    claim_numbers = {v for v in numbers_in(claim_text) if not _is_year(v)}
    evidence_numbers = {v for v in numbers_in(evidence_text) if not _is_year(v)}
    found: list[Conflict] = []
    claim_years = {v for v in numbers_in(claim_text) if _is_year(v)}
    evidence_years = {v for v in numbers_in(evidence_text) if _is_year(v)}
    if claim_years and evidence_years and not claim_years & evidence_years:
        found.append(Conflict("date", f"years differ: {_fmt(claim_years)} vs {_fmt(evidence_years)}"))
    missing = claim_numbers - evidence_numbers
    if not missing or not evidence_numbers:
        return found
    claim_units = _numbers_with_units(claim)
    evidence_units = _numbers_with_units(evidence)
    for key, (unit, values) in claim_units.items():
        other_unit, other = evidence_units.get(key, ("", set()))
        if key and other and not values & other:
            found.append(Conflict("number", f"{_fmt(values)} {unit} vs {_fmt(other)} {other_unit}"))
            return found
    if not claim_numbers & evidence_numbers and evidence_numbers - claim_numbers:
        found.append(Conflict("number", f"numbers differ: {_fmt(claim_numbers)} vs {_fmt(evidence_numbers)}"))
    return found


# Words that may stand between an amount and its unit: "eight long years", "a couple of weeks".
_DURATION_FILLERS = frozenset({"more", "long", "full", "whole", "straight", "consecutive", "additional", "extra", "of"})
# Amounts without a number: "a few days" against "a few weeks".
_VAGUE_AMOUNTS = {"few": "a few", "couple": "a couple", "several": "several"}


def _amount(tokens: list[str], index: int) -> tuple[str, int] | None:
    """(the amount of time starting at ``tokens[index]``, the index after it), if one starts there:
    a number ("8", "two and a half" → "2.5"), "a few" / "a couple" / "several", or "one" / "for a" meaning
    one ("for a week"; not the "a" of a rate, "twice a day", nor of "a week ago" — "a month ago, and again
    last week" does not contradict "a week ago")."""
    token = tokens[index]
    following = tokens[index + 1 : index + 3]
    if token in ("a", "an") and following and following[0] in _VAGUE_AMOUNTS:
        return _VAGUE_AMOUNTS[following[0]], index + 2
    if token == "several":
        return "several", index + 1
    if token in ("a", "an", "one"):
        after_for = index > 0 and tokens[index - 1] == "for"
        if following and following[0] in DURATION_UNITS and (token == "one" or after_for):
            return "1", index + 1
        return None
    value = _number_of(token)
    if value is None:
        return None
    if tokens[index + 1 : index + 4] == ["and", "a", "half"]:
        return _fmt({value + 0.5}), index + 4
    return _fmt({value}), index + 1


def _durations(tokens: list[str]) -> tuple[dict[str, dict[str, str]], set[str]]:
    """(amount → {unit: unit as written} for amounts followed by a unit of time, numbers stated without one)."""
    with_unit: dict[str, dict[str, str]] = {}
    bare: set[str] = set()
    for index in range(len(tokens)):
        found = _amount(tokens, index)
        if found is None:
            continue
        amount, after = found
        following = tokens[after : after + 2]
        if following and following[0] in _DURATION_FILLERS:
            following = following[1:]
        unit = following[0] if following and following[0] in DURATION_UNITS else None
        if unit is None:
            bare.add(amount)
        else:
            with_unit.setdefault(amount, {})[DURATION_UNITS[unit]] = unit
    return with_unit, bare


def _duration_conflict(claim: list[str], evidence: list[str]) -> Conflict | None:
    """The same amount of another unit of time: "for eight months" against "for about eight years".

    Only where the evidence states that amount with units of time alone: "my son is 6 and has had a
    fever for 6 days" does not contradict "her son is 6 years old"."""
    claim_durations, _ = _durations(claim)
    if not claim_durations:
        return None
    evidence_durations, evidence_bare = _durations(evidence)
    for amount, units in claim_durations.items():
        other = evidence_durations.get(amount, {})
        if other and amount not in evidence_bare and not units.keys() & other.keys():
            return Conflict("number", f"{amount} {', '.join(units.values())} vs {amount} {', '.join(other.values())}")
    return None


def _fmt(values: set[float]) -> str:
    return ", ".join(str(int(v)) if v.is_integer() else str(v) for v in sorted(values))


def _calendar(words: list[str]) -> tuple[set[str], set[str]]:
    months = {_MONTH_ABBR.get(w, w) for w in words if w in _MONTHS or (w in _MONTH_ABBR and w != "may")}
    # "may" is a month only before a day number or after a preposition; as a modal verb it is common.
    for index, word in enumerate(words):
        if word == "may":
            nxt = words[index + 1] if index + 1 < len(words) else ""
            prev = words[index - 1] if index else ""
            if nxt.isdigit() or prev in {"in", "of", "since", "until", "by", "early", "late", "mid"}:
                months.add("may")
    days = {w for w in words if w in _WEEKDAYS}
    return months, days


def _date_conflicts(claim: list[str], evidence: list[str]) -> list[Conflict]:
    found: list[Conflict] = []
    claim_months, claim_days = _calendar(claim)
    evidence_months, evidence_days = _calendar(evidence)
    if claim_months and evidence_months and not claim_months & evidence_months:
        found.append(
            Conflict(
                "date", f"months differ: {', '.join(sorted(claim_months))} vs {', '.join(sorted(evidence_months))}"
            )
        )
    if claim_days and evidence_days and not claim_days & evidence_days:
        found.append(
            Conflict("date", f"days differ: {', '.join(sorted(claim_days))} vs {', '.join(sorted(evidence_days))}")
        )
    return found


def _times(text: str) -> set[int]:
    found: set[int] = set()
    for match in _TIME.finditer(normalise_text(text)):
        if match.group(1) is not None:
            hour, minute, suffix = int(match.group(1)), int(match.group(2) or 0), match.group(3).replace(".", "")
            if suffix == "pm" and hour < 12:
                hour += 12
            elif suffix == "am" and hour == 12:
                hour = 0
        else:
            hour, minute = int(match.group(4)), int(match.group(5))
        if hour < 24 and minute < 60:
            found.add(hour * 60 + minute)
    return found


def _time_conflict(claim_text: str, evidence_text: str) -> Conflict | None:
    claim_times, evidence_times = _times(claim_text), _times(evidence_text)
    if claim_times and evidence_times and not claim_times & evidence_times:
        return Conflict("time", "times of day differ")
    return None


def _quantifier_conflict(claim: list[str], evidence: list[str]) -> Conflict | None:
    claim_set, evidence_set = set(claim), set(evidence)
    universal = (claim_set & _UNIVERSAL) - evidence_set
    if universal and evidence_set & _PARTIAL and not evidence_set & _UNIVERSAL:
        weaker = sorted(evidence_set & _PARTIAL)[0]
        return Conflict("quantifier", f"the claim says '{sorted(universal)[0]}', the evidence only '{weaker}'")
    none = (claim_set & _NEGATIVE_UNIVERSAL) - evidence_set
    if none and evidence_set & (_PARTIAL | _UNIVERSAL) and not evidence_set & _NEGATIVE_UNIVERSAL:
        other = sorted(evidence_set & (_PARTIAL | _UNIVERSAL))[0]
        return Conflict("quantifier", f"the claim says '{sorted(none)[0]}', the evidence '{other}'")
    return None


_RANGE_WORDS = frozenset({"to", "through", "till", "until", "thru"})
_BINDING_CLASS_OF = {word: index for index, members in enumerate(BINDING_CLASSES) for word in members}


@lru_cache(maxsize=65536)
def _number_of(token: str) -> float | None:
    """The value of a number token ("one" is as often a pronoun, "the one thing", as a number: not counted)."""
    if not token[0].isalnum() or token == "one":
        return None
    values = numbers_in(token)
    return values[0] if len(values) == 1 else None


def _ranges(tokens: list[str]) -> set[tuple[float, float]]:
    """Ordered pairs of 'X to Y' / 'from X mg to Y mg' (up to two words between X and 'to')."""
    found: set[tuple[float, float]] = set()
    for index, token in enumerate(tokens):
        low = _number_of(token)
        if low is None:
            continue
        for gap in range(3):
            at = index + 1 + gap
            if at + 1 >= len(tokens) or not tokens[at - 1][0].isalnum():
                break
            if tokens[at] in _RANGE_WORDS:
                high = _number_of(tokens[at + 1])
                if high is not None and high != low:
                    found.add((low, high))
                break
            if _number_of(tokens[at]) is not None:
                break
    return found


def _range_conflict(claim: list[str], evidence: list[str]) -> Conflict | None:
    """'from 10 to 5 mg' against 'from 5 to 10 mg': the same numbers, the other way round."""
    claim_ranges, evidence_ranges = _ranges(claim), _ranges(evidence)
    for low, high in sorted(claim_ranges):
        if (high, low) in evidence_ranges and (low, high) not in evidence_ranges:
            return Conflict(
                "number", f"the claim goes from {_fmt({low})} to {_fmt({high})}, the evidence the other way"
            )
    return None


def _canonical(token: str) -> str:
    return BINDING_SYNONYMS.get(token, token)


def _binders(clause: list[str]) -> dict[str, set[str]]:
    """The binding words of a clause by class: kin, side, time of day, upper/lower, and numbers by the unit
    after them ('5 mg' is in class 'mg'; a number with no unit word, like a year, binds nothing)."""
    out: dict[str, set[str]] = {}
    for index, token in enumerate(clause):
        value = _number_of(token)
        if value is not None:
            unit = next(
                (stem(t) for t in clause[index + 1 : index + 3] if t[0].isalpha() and _number_of(t) is None), ""
            )
            if unit and unit not in FUNCTION_WORDS:
                out.setdefault(f"number {unit}", set()).add(_fmt({value}))
        elif _canonical(token) in _BINDING_CLASS_OF:
            out.setdefault(f"class {_BINDING_CLASS_OF[_canonical(token)]}", set()).add(stem(_canonical(token)))
    return out


def _bind_key(token: str) -> str:
    """A number as its value ('five' and '5' are both '5'), any other word as the stem of its canonical form."""
    value = _number_of(token)
    return _fmt({value}) if value is not None else stem(_canonical(token))


# Stems of function words: "likes" is as much a function word here as "like" (else one side of a pair
# of clauses keeps the verb and the other does not).
_FUNCTION_STEMS = frozenset(stem(w) for w in FUNCTION_WORDS)


def _bindable(clause: list[str]) -> set[str]:
    """Content words of a clause (as :func:`_bind_key`)."""
    return {
        _bind_key(t)
        for t in clause
        if t[0].isalnum()
        and (_number_of(t) is not None or (_bind_key(t) not in _FUNCTION_STEMS and t not in _NEGATION_CUES))
    }


# A clause that refers back ("my mother had one too", "so did my father", "my son has it") carries the
# attribute over: it is not a binding of its own.
_PRO_FORMS = frozenset({"it", "one", "ones", "them", "they", "that", "this", "those", "same", "too", "also", "either"})
_PRO_FORMS |= frozenset({"did", "does", "do", "as", "both"})
# Words of change over time ("I was on 5 mg, now I take 10 mg", "I used to ..."): two values of one thing
# at two times are not a misbinding. Any of them in the evidence switches the check off.
_CHANGE_CUES = frozenset(
    {"now", "currently", "anymore", "used", "previously", "before", "initially", "originally", "later", "then"}
    | {"instead", "switched", "changed", "moved", "increased", "decreased", "raised", "lowered", "reduced"}
    | {"planned", "expected", "supposed", "days", "longer", "became", "become", "went", "until", "after"}
)


def _binding_conflict(claim: list[str], evidence: list[str]) -> Conflict | None:
    """An attribute the evidence binds to someone (something) else: "my mother had diabetes and my father
    had a stroke" does not support "the father had diabetes"; "5 mg in the morning and 10 mg at night" does
    not support "10 mg in the morning".

    Parallel statements only, so the check stays conservative: for a binding word of the claim (a relative,
    a side, a time of day, a number with its unit) and another word of the claim, every evidence clause
    holding that word names another member of the class and not the claim's; *and* the claim's member has
    a clause of its own, with a verb and no word referring back ("one too", "so did", "it").
    Evidence that speaks of change over time ("used to", "now") is never read as a misbinding.
    """
    claim_binders = _binders(claim)
    if not claim_binders or _CHANGE_CUES & set(evidence):
        return None
    clauses = [(c, _bindable(c), _binders(c)) for c in _clauses(evidence)]
    if len(clauses) < 2:
        return None
    claim_words = _bindable(claim)
    # stems back to the words as written, for the detail
    surface = {_bind_key(t): t for t in (*evidence, *claim) if t[0].isalnum()}
    for kind, members in sorted(claim_binders.items()):
        # The evidence must say something of the claim's member in a clause of its own: with a verb (not
        # "... and 5 mg at night", which carries the verb over) and not referring back ("one too", "it").
        if not any(
            binders.get(kind, set()) & members and not _PRO_FORMS & set(tokens) and has_predicate(" ".join(tokens))
            for tokens, _, binders in clauses
        ):
            continue
        for word in sorted(claim_words - members):
            holding = [binders for _, words, binders in clauses if word in words]
            if holding and all(kind in b and not (b[kind] & members) for b in holding):
                other = sorted(holding[0][kind])[0]
                mine = sorted(members)[0]
                return Conflict(
                    "binding",
                    f"the evidence ties '{surface.get(word, word)}' to '{surface.get(other, other)}', "
                    f"not '{surface.get(mine, mine)}'",
                )
    return None


def detect_conflicts(claim: str, evidence: str, *, exhaustive: bool = False) -> list[Conflict]:
    """Conflicts between ``claim`` and ``evidence`` (empty list: none found).

    The number comparison only runs when both sides may state a number, and the time-of-day one when
    both have a digit: without them those checks find nothing, and they are the costly part on the
    digest's hot path. ``exhaustive=True`` runs every check (the specification the shortcut is tested
    against).
    """
    claim_tokens, evidence_tokens = _tokens(claim), _tokens(evidence)
    claim_words, evidence_words = _words(claim_tokens), _words(evidence_tokens)
    numbers = exhaustive or (may_state_numbers(claim) and may_state_numbers(evidence))
    digits = exhaustive or bool(_DIGIT.search(claim) and _DIGIT.search(evidence))
    conflicts: list[Conflict] = []
    conflicts += [c for c in [_negation_conflict(claim_tokens, evidence_tokens)] if c is not None]
    conflicts += _antonym_conflicts(claim_words, evidence_words)
    if numbers:
        conflicts += _number_conflicts(claim, evidence, claim_words, evidence_words)
    optional = [
        _range_conflict(claim_tokens, evidence_tokens) if numbers else None,
        _duration_conflict(claim_words, evidence_words),
        _binding_conflict(claim_tokens, evidence_tokens),
    ]
    conflicts += [c for c in optional if c is not None]
    conflicts += _date_conflicts(claim_words, evidence_words)
    optional = [
        _time_conflict(claim, evidence) if digits else None,
        _quantifier_conflict(claim_words, evidence_words),
    ]
    conflicts += [c for c in optional if c is not None]
    return conflicts
