"""Speakers who answer for someone else: a "Guest_family", "Mother" or "Caregiver" label
(``lexicon/proxy_speakers.txt``) speaks for the patient, so a question put to them without a subject of its own is
about the patient."""

from __future__ import annotations

from factlayer.nlp import lexicon
from factlayer.nlp.subjects import aliases


def speaks_for_another(label: str | None) -> bool:
    """Is ``label`` a speaker who answers for someone else ("Guest_family", "Mother", "Caregiver")?"""
    return bool(label) and bool(aliases(label) & lexicon.words("proxy_speakers"))
