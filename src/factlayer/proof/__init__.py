"""The proof engine: one way to decide whether a source says what a claim says, unit by unit.

``nlp`` does the language chores; ``source`` reads a text once into statements; ``claim`` splits a claim
into units; ``retrieve`` and ``align`` find and match evidence; ``checks`` judges each unit; ``proof``
returns the typed :class:`~factlayer.proof.proof.Proof` that both the digest pipeline and ``/v1/verify`` use.
"""
