"""What a speaker label looks like, and what it says about the speaker (used by ``nlp.transcript``).

A label is read into a :class:`Label`: the display name of the speaker (``speaker``), the role the
label states (``role``: "doctor", "chair", "project manager" in lower case, or a parenthesis as written,
"Minister of Finance") and
how strong the form is. *Strong* forms are unambiguous wherever they stand at the start of a line —
role words (``Doctor:``, ``[patient]``, ``Guest_family_2:``, ``Project Manager:``), anonymous ids
(``Speaker 1:``, ``SPEAKER_00:``, ``Spk2:``) and parliamentary forms with a parenthesis
(``The Chair (Hon. Anthony Rota (Nipissing—Timiskaming, Lib.)):``, ``Ms. Jane Doe (Affiliation):``).
*Name* forms (``Caroline:``, ``Lynne Neagle AM:``, ``Dr. Smith:``) are only speaker labels when the
text has several labelled lines (``transcript`` decides), so "Note: ..." in a monologue stays text.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from factlayer.nlp import lexicon

__all__ = ["TIMESTAMP", "Label", "is_sound_tag", "label_noun", "label_role", "read_label"]

# [00:01:23] · (00:01:23) · 00:01:23.500 · [1:23] — before a label or on a cue line.
TIMESTAMP = r"(?:[\[(]?\d{1,2}:\d{2}(?::\d{2})?(?:[.,]\d{1,3})?[\])]?)"

# Role words and the role each one names (``lexicon/label_roles.txt``). A label whose words (ignoring a trailing
# id such as "2", "C" or "_family") are these is a role label. Marked "!": a role, or a label word, whose label a
# fact keeps as the name ("Marketing", "Mom", "Pt").
_ROLES: dict[str, str] = {word.rstrip("!"): role.rstrip("!") for word, role in lexicon.classes("label_roles").items()}
_NAME_WORDS = frozenset(
    w.rstrip("!") for w, r in lexicon.classes("label_roles").items() if w.endswith("!") or r.endswith("!")
)
# Roles a fact may name as "The <role>" (see :func:`label_noun`).
_ROLE_NOUNS = frozenset(
    {role for role in lexicon.classes("label_roles").values() if not role.endswith("!")}
    | {"project manager", "industrial designer"}
)
# Multi-word roles (AMI meetings and the like), matched on the whole label before the id.
_PHRASE_ROLES = {
    "project manager": "project manager",
    "industrial designer": "industrial designer",
    "user interface": "user interface designer",
    "acting chair": "acting chair",
    "the chair": "chair",
    "the acting chair": "acting chair",
    "the speaker": "speaker of the house",
    "the clerk": "clerk",
    "guest clinician": "doctor",
    "guest family": "family",
    "the witness": "witness",
    "front desk": "front desk",
    "service desk": "service desk",
    "help desk": "help desk",
    "customer service": "customer service",
}
_ANONYMOUS = re.compile(r"^(?:speaker|spk|spkr|person|participant|voice)[ _-]?(?:\d+|[a-z])$", re.IGNORECASE)
_ID_SUFFIX = re.compile(r"(?:[ _-]?\d+|[ _-][A-Z])+$")
_TITLES = re.compile(
    r"^(?:(?:the\s+)?(?:right\s+)?hon\.?|mr|mrs|ms|miss|mx|dr|prof|sir|dame|lord|lady|rev|sen|rep|cllr)\.?\s+",
    re.IGNORECASE,
)
# One word of a name: "Neagle", "d'Entremont", "Paul-Hus", "McPherson", "S." and name particles.
_NAME_WORD = re.compile(
    r"^(?:[A-Z\u00c0-\u00de][\w'’\u00c0-\u024f.-]*|d'[A-Z][\w-]*|de|da|van|von|der|del|la|le|bin|al)$"
)
# Transcribers' notes in brackets ("[laughter]", "[inaudible 00:12]", "[crosstalk]"): noise, never a speaker.
SOUND_TAGS = lexicon.words("sound_tags")
_NOISE_MARKERS = lexicon.words("noise_markers")  # notes only in brackets: "[unclear]", "[phone rings]"


@dataclass(frozen=True, slots=True)
class Label:
    """A speaker label read: who (``speaker``), which role it states, and how sure the form is."""

    speaker: str
    role: str | None
    strong: bool  # a role word, an anonymous id or a parenthesised form: a label wherever it stands


def is_sound_tag(inner: str) -> bool:
    """``[laughs]``, ``[inaudible 00:12]``: a transcriber's note, not a speaker."""
    words = re.findall(r"[a-z_]+", inner.lower())
    return bool(words) and (words[0] in SOUND_TAGS or words[0] in _NOISE_MARKERS)


def _split_parenthesis(raw: str) -> tuple[str, str | None]:
    """``"The Chair (Hon. A (B, C))"`` → ``("The Chair", "Hon. A (B, C)")`` (outer parenthesis only)."""
    if not raw.endswith(")") or "(" not in raw:
        return raw, None
    depth = 0
    for i in range(len(raw) - 1, -1, -1):
        depth += {")": 1, "(": -1}.get(raw[i], 0)
        if depth == 0:
            head, inner = raw[:i].strip(), raw[i + 1 : -1].strip()
            return (head, inner) if head and inner else (raw, None)
    return raw, None


def label_noun(label: str, care_roles: frozenset[str]) -> str | None:
    """What follows "The" where a fact names the one speaker of a role label: the role of a multi-word label
    ("Guest_family" → "family", "Project Manager"), the role itself ("Doctor"), a care role for any of its words
    ("Dr", "Physician" → "doctor"), else the label's own word ("Chairman", "Adviser", "Salesman": the words a claim
    about them uses); None where the label stays the name (``_NAME_WORDS``) or names no role."""
    role = label_role(label)
    if role is None or role not in _ROLE_NOUNS:
        return None
    key = _key(_ID_SUFFIX.sub("", label.strip()))
    if key in _PHRASE_ROLES:
        return role
    word = key.split()[-1].rstrip(".")
    if word in _NAME_WORDS:
        return None
    return role if word == role or role in care_roles else word


def _key(words: str) -> str:
    """A label's words as its role lists hold them: lower case, one space for runs of spaces, "_" and "-"."""
    return re.sub(r"[\s_-]+", " ", words.strip().lower()).rstrip(".")


def label_role(words: str) -> str | None:
    """The role a label (without its parenthesis) names, or None for a personal name."""
    key = _key(words)
    if key in _PHRASE_ROLES:
        return _PHRASE_ROLES[key]
    key = _key(_ID_SUFFIX.sub("", words.strip()))
    if key in _PHRASE_ROLES:
        return _PHRASE_ROLES[key]
    parts = key.split()
    if parts and all(p.rstrip(".") in _ROLES for p in parts):
        # "Guest_family" is the family; "Guest clinician" the doctor: the last role word decides.
        return _ROLES[parts[-1].rstrip(".")]
    return None


def _is_name(words: str) -> bool:
    """A personal name of one to five words, after an optional title: "Lynne Neagle AM", "Dr. Smith"."""
    rest = _TITLES.sub("", words.strip())
    parts = rest.split()
    return 1 <= len(parts) <= 5 and all(_NAME_WORD.match(p) for p in parts) and parts[0][0].isupper()


def _is_lower_name(words: str) -> bool:
    """A lower-case name ("barry hughes"): a label only where it recurs (decided by the caller)."""
    parts = words.split()
    return 1 <= len(parts) <= 3 and all(re.fullmatch(r"[a-z][a-z'’-]*", p) for p in parts)


def read_label(raw: str) -> tuple[Label, bool] | None:
    """Read a label's text (without brackets or colon); None if it cannot be a speaker label.

    Returns the label and whether it is a *lower-case* name (accepted only where it recurs).
    """
    raw = raw.strip()
    if not raw or len(raw) > 160 or is_sound_tag(raw):
        return None
    head, inner = _split_parenthesis(raw)
    if inner is not None:
        head_role = label_role(head)
        if head_role is not None and (_is_name(_split_parenthesis(inner)[0]) or label_role(inner) is None):
            # "The Chair (Hon. Anthony Rota (Riding, Lib.))", "Interviewer (Gloria, HR)": the person inside (before
            # a comma that adds a department), the role outside.
            name, _ = _split_parenthesis(inner)
            first = name.split(",")[0].strip()
            if _is_name(name) or (first != name and _is_name(first)):
                return Label(name if _is_name(name) else first, head_role, True), False
            return Label(head, head_role, True), False
        if _is_name(head) and len(head) <= 60:
            # "Hon. Bill Morneau (Minister of Finance)", "Mr. Eric Duncan (Riding, CPC)".
            return Label(head, _description_role(inner) or _title_role(head), True), False
        return None
    if len(raw) > 60:
        return None
    dashed = _role_and_name(raw)
    if dashed is not None:
        return dashed, False
    if _ANONYMOUS.match(raw) or re.fullmatch(r"SPEAKER_\d+", raw):
        return Label(raw, None, True), False
    role = label_role(raw)
    if role is not None:
        return Label(raw, role, True), False
    if re.fullmatch(r"[A-Z]|Q|A", raw):
        return Label(raw, None, True), False
    if _is_name(raw):
        return Label(raw, _title_role(raw), False), False
    if _is_lower_name(raw):
        return Label(raw, None, False), True
    return None


def personal_name(label: str) -> bool:
    """A label that is a person's name ("Melanie", "Dr. Smith"), a weak form: not a role word or an anonymous id
    ("doctor", "Speaker 1", "SPEAKER_00")."""
    read = read_label(label)
    return read is not None and not read[0].strong


def _role_and_name(raw: str) -> Label | None:
    """ "Tenant - Ruth", "Landlord – Mr. Kowalski", "Ruth - Tenant": a role and a name either side of a spaced dash
    name the person, in that role (as "Agent (Paula)" does)."""
    parts = re.split(r"\s+[-–—]\s+", raw)
    if len(parts) != 2:
        return None
    for role_part, name_part in (parts, parts[::-1]):
        role = label_role(role_part)
        if role is not None and label_role(name_part) is None and _is_name(name_part):
            return Label(name_part.strip(), role, True)
    return None


def _title_role(name: str) -> str | None:
    return "doctor" if re.match(r"^dr\.?\s", name, re.IGNORECASE) else None


def _description_role(inner: str) -> str | None:
    """The parenthesis of a parliamentary label, as written: an office ("Minister of Finance"), or a
    riding and party ("Nipissing—Timiskaming, Lib.") or an organisation — whom the speaker represents."""
    text = re.sub(r"\s+", " ", inner).strip()
    return text or None
