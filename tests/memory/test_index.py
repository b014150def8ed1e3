"""Vector index; the bundled embedding model loads offline and ranks by meaning (fusion: test_ranking.py)."""

from __future__ import annotations

import numpy as np

from factlayer.memory.embeddings import DIMENSIONS, load_embedder
from factlayer.memory.index import CENTRE_MIN, NumpyVectorIndex, from_blob, to_blob


def test_centred_cosine_demotes_a_fact_near_every_query() -> None:
    """A vector along the namespace's common direction (a short generic fact) is nearest to a query by
    plain cosine; after subtracting the mean, the fact that shares the query's own direction is; a
    duplicate still compares by plain cosine."""
    rng = np.random.default_rng(3)
    common = rng.normal(size=DIMENSIONS)
    common /= np.linalg.norm(common)
    spread = rng.normal(size=(CENTRE_MIN, DIMENSIONS)) * 0.03 + common
    spread /= np.linalg.norm(spread, axis=1, keepdims=True)
    mean = spread.mean(axis=0)
    hub = mean / np.linalg.norm(mean)
    vectors = np.vstack([spread, hub]).astype(np.float32)
    index = NumpyVectorIndex()
    index.add("ns", [f"f{i}" for i in range(CENTRE_MIN)] + ["hub"], vectors)
    query = (mean + 0.3 * (vectors[5] - mean)).astype(np.float32)
    query /= np.linalg.norm(query)
    assert index.search("ns", query, 1)[0][0] == "hub"
    assert index.search("ns", query, 1, centred=True)[0][0] == "f5"
    assert index.search("ns", vectors[7], 1)[0][1] > 0.999  # plain cosine for the duplicate threshold


def test_vectors_round_trip_as_float32_blobs_and_rank_by_cosine() -> None:
    rng = np.random.default_rng(7)
    vectors = rng.normal(size=(5, DIMENSIONS)).astype(np.float32)
    vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
    assert np.array_equal(from_blob(to_blob(vectors[0])), vectors[0])
    index = NumpyVectorIndex()
    index.add("ns", [f"f{i}" for i in range(5)], vectors)
    index.add("ns", ["f0"], vectors[:1])  # known ids are not added twice
    top = index.search("ns", vectors[3], 2)
    assert top[0][0] == "f3" and abs(top[0][1] - 1.0) < 1e-5 and len(top) == 2
    assert index.search("other", vectors[3], 2) == []


def test_bundled_model_embeds_by_meaning() -> None:
    model = load_embedder("onnx")
    vectors = model.encode(["Martin is vegetarian", "What does Martin eat?", "The invoice is overdue"])
    assert vectors.shape == (3, DIMENSIONS)
    assert np.allclose(np.linalg.norm(vectors, axis=1), 1.0, atol=1e-4)
    assert vectors[0] @ vectors[1] > vectors[2] @ vectors[1] + 0.2


def test_a_fact_is_indexed_with_its_turn_and_the_turn_before() -> None:
    from factlayer.memory.index import turn_of

    source = "A: What are your plans for the summer?\nB: Researching adoption agencies. It is a dream.\nA: Wow."
    start = source.index("It is")
    turn = turn_of(source, start, start + 5)
    assert turn.start == source.index("B:") and turn.text.startswith("B: Researching")
    assert turn.previous == "A: What are your plans for the summer?"
    assert turn.context == f"{turn.previous}\n{turn.text}"
    assert turn_of(source, 0, 2).previous == ""


def test_lexical_query_keeps_content_words_and_quotes_them() -> None:
    from factlayer.storage.memory_store import fts_query

    assert fts_query("What did Caroline research?") == '"caroline" OR "research"'
    assert fts_query("what is it") == '"what" OR "is" OR "it"'  # nothing but function words: keep them
    assert fts_query('x" OR NEAR(a b) -- ') == '"near"'  # FTS5 operators become quoted words or go
    assert fts_query("?!") is None
    # question framing is no search term: "when" and "both" matched "Gina is both on different paths."
    assert fts_query("When did Jon and Gina both start a business?") == '"jon" OR "gina" OR "start" OR "business"'


def test_texts_are_batched_by_token_count_with_little_padding() -> None:
    from factlayer.memory.embeddings import length_batches

    lengths = [40, 9, 120, 11, 42, 10, 125, 9]  # a session's short facts and long turns, interleaved
    batches = length_batches(lengths, size=3, slack=8)
    assert sorted(i for b in batches for i in b) == list(range(len(lengths)))
    assert all(len(b) <= 3 for b in batches)
    assert all(max(lengths[i] for i in b) - min(lengths[i] for i in b) <= 8 for b in batches)
    assert [sorted(lengths[i] for i in b) for b in batches] == [[9, 9, 10], [11], [40, 42], [120, 125]]


def test_a_texts_vector_does_not_depend_on_the_texts_batched_with_it() -> None:
    model = load_embedder("onnx")
    fact = "Melanie loves painting."
    turn = "Caroline: " + "I went to the support group yesterday, it was powerful. " * 5
    alone = model.encode([fact])
    assert np.array_equal(model.encode([turn, fact, "Pottery."])[1], alone[0])  # bit for bit: stored vectors kept
