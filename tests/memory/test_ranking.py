"""Fusion of a search's rankings and the order of its result list."""

from __future__ import annotations

from datetime import UTC, datetime

from factlayer.memory.ranking import RELATIVE_FLOOR, Fused, convex_fusion, order
from factlayer.memory.state import FactMeta, NamespaceMemory


def _alone(fact_id: str) -> str:
    return ""  # every fact its own turn


def test_fusion_rewards_agreement_between_rankings() -> None:
    fused = convex_fusion(
        [([("a", 1.0), ("b", 0.9), ("c", 0.1)], 1.0), ([("c", 1.0), ("b", 0.9), ("d", 0.1)], 1.0)], _alone
    )
    assert fused[0].fact_id == "b" and fused[-1].fact_id == "d"
    weighted = convex_fusion([([("a", 1.0)], 1.0), ([("d", 1.0)], 2.0)], _alone)
    assert weighted[0].fact_id == "d"


def test_fusion_keeps_a_sure_rankings_margin() -> None:
    """Rank fusion let a far-ahead lexical match (rare query words meeting in one turn) lose to a fact the
    two semantic rankings put a little higher (ranks: sure 1, 3, 3 against x 2, 1, 2); scores keep the margin."""
    lexical = [("sure", 20.0), ("x", 2.0), ("y", 1.9), ("z", 1.0)]
    semantic = [("x", 0.50), ("y", 0.49), ("sure", 0.45), ("z", 0.30)]
    context = [("y", 0.50), ("x", 0.49), ("sure", 0.45), ("z", 0.30)]
    fused = convex_fusion([(lexical, 1.0), (semantic, 1.0), (context, 1.0)], _alone)
    assert fused[0].fact_id == "sure"


def test_fusion_reads_rankings_per_turn() -> None:
    """Three facts of one turn share its context: the turn counts once per ranking (as its best fact), so
    together they do not outweigh another turn's fact; inside the turn the facts keep their own order."""
    turn = {"a1": "t1", "a2": "t1", "a3": "t1", "b": "t2", "z": "t3"}.__getitem__
    context = [("a1", 0.9), ("a2", 0.9), ("a3", 0.9), ("b", 0.8), ("z", 0.0)]
    lexical = [("b", 5.0), ("a2", 4.0), ("z", 0.0)]
    fused = convex_fusion([(context, 1.0), (lexical, 1.0)], turn)
    ids = [f.fact_id for f in fused]
    assert ids[0] == "b" and ids.index("a2") < ids.index("a1") < ids.index("a3")
    assert len({f.score for f in fused if f.turn == "t1"}) == 1


def _kept(fact_id: str) -> str | None:
    return fact_id


def test_a_turns_related_fact_is_not_sent_behind_unrelated_ones() -> None:
    """A turn's second fact came after one fact of every other turn, however weak: the query's own
    'The night shifts at the hospital are hard' (same turn as the best hit) followed 'Ben bought a new
    bike' at a tenth of its score. Now it is discounted from its turn's score, and the list's scores never
    rise."""
    fused = [
        Fused("nurse", 3.0, 3.0, "t1"),
        Fused("shifts", 3.0, 2.6, "t1"),
        Fused("ward", 1.4, 1.4, "t2"),
        Fused("bike", 0.7, 0.7, "t3"),
    ]
    ranked = order(fused, _kept, 10)
    assert [f for f, _ in ranked] == ["nurse", "shifts", "ward", "bike"]
    scores = [s for _, s in ranked]
    assert scores == sorted(scores, reverse=True) and scores[1] == 1.5


def test_a_turns_unrelated_remark_does_not_ride_on_the_turns_score() -> None:
    """A fact of the best turn that the query hardly touches itself ('I moved to Denver', own score a third
    of the turn's best fact) scores by its own share, below another turn's related fact."""
    fused = [Fused("nurse", 3.0, 3.0, "t1"), Fused("denver", 3.0, 1.0, "t1"), Fused("ward", 1.4, 1.4, "t2")]
    ranked = order(fused, _kept, 10)
    assert [f for f, _ in ranked] == ["nurse", "ward", "denver"] and ranked[2][1] == 1.0


def test_results_far_below_the_best_are_not_returned() -> None:
    fused = [Fused("a", 3.0, 3.0, "t1"), Fused("b", 1.0, 1.0, "t2"), Fused("c", 0.5, 0.5, "t3")]
    assert 0.5 < RELATIVE_FLOOR * 3.0 <= 1.0
    assert [f for f, _ in order(fused, _kept, 10)] == ["a", "b"]
    assert [f for f, _ in order(fused, _kept, 1)] == ["a"]
    assert order([], _kept, 10) == []


def test_order_returns_one_wording_of_a_statement_the_best_matched() -> None:
    """Two wordings of one statement (a later one merged into the earlier) are returned once, as the one the
    query matched best, with its own score; a fact that did not hold is not returned."""
    fused = [Fused("dup", 2.0, 2.0, "t1"), Fused("canon", 1.9, 1.9, "t2"), Fused("gone", 1.8, 1.8, "t3")]
    keep = {"dup": "dup", "canon": "canon", "gone": None}.__getitem__
    statement = {"dup": "canon", "canon": "canon"}.__getitem__
    assert order(fused, keep, 10, statement) == [("dup", 2.0)]
    assert order(fused[1:], keep, 10, statement) == [("canon", 1.9)]
    assert order(fused, keep, 10) == [("dup", 2.0), ("canon", 1.9)]  # not told they are one statement


def test_search_ranks_up_the_candidates_that_say_when() -> None:
    """For a question asking when, the candidates with a date rank up: the fact that names the dog twice
    ('Biscuit loves the park, Biscuit naps') was ahead of the one saying when Alice adopted him."""
    memory = NamespaceMemory("ns")
    for fact_id, event_time in (("naps", None), ("adopted", datetime(2024, 3, 2, tzinfo=UTC))):
        memory.add_fact(
            FactMeta(
                fact_id,
                fact_id,
                "USER_FACT",
                0.9,
                datetime(2024, 3, 4, tzinfo=UTC),
                None,
                None,
                None,
                "tr",
                fact_id,
                event_time,
            )
        )
    lexical = [("naps", 9.0), ("adopted", 7.0), ("z", 0.0)]
    semantic = [("naps", 0.6), ("adopted", 0.55), ("z", 0.1)]
    assert memory.dated(["naps", "adopted", "adopted", "unknown"]) == [("adopted", 1.0)]
    plain = convex_fusion([(lexical, 1.0), (semantic, 1.0)], lambda f: f)
    asked = convex_fusion([(lexical, 1.0), (semantic, 1.0), (memory.dated(["naps", "adopted"]), 1.0)], lambda f: f)
    assert plain[0].fact_id == "naps" and asked[0].fact_id == "adopted"


def test_a_fact_beside_a_fact_not_returned_keeps_only_its_own_share() -> None:
    """A turn matched by its Seattle fact, superseded since ("Where does Priya live?"): the remark beside it
    ("Priya's manager is Ken.") took the turn's whole score and ranked above Toronto's own turn (a review:
    1.95 against 0.67). Now it keeps its own share of the turn's score, as a second fact of the turn would."""
    fused = [
        Fused("seattle", 3.0, 3.0, "march"),
        Fused("ken", 3.0, 1.2, "march"),
        Fused("toronto", 2.0, 2.0, "june"),
    ]
    kept = order(fused, lambda f: None if f == "seattle" else f, 10)
    assert [f for f, _ in kept] == ["toronto", "ken"] and kept[1][1] == 3.0 * 1.2 / 3.0


def _person_fact(memory: NamespaceMemory, fact_id: str, subject: str | None) -> None:
    when = datetime(2025, 6, 1, tzinfo=UTC)
    memory.add_fact(FactMeta(fact_id, fact_id, "USER_FACT", 0.9, when, None, None, subject, "tr", fact_id))


def test_the_facts_about_someone_the_query_names_rank_up() -> None:
    """'How does Rafa feel about the gallery opening?': Nadia's facts about the opening matched its words
    best, Rafa's own 'Rafa is feeling calm' (his turn about the opening) came after them."""
    memory = NamespaceMemory("ns")
    memory.directory.add("Rafa", "e_rafa")
    memory.directory.add("Nadia Okafor", "e_nadia")
    _person_fact(memory, "nadia_hung", "e_nadia")
    _person_fact(memory, "nadia_invited", "e_nadia")
    _person_fact(memory, "rafa_calm", "e_rafa")
    _person_fact(memory, "nobody", None)
    candidates = ["nadia_hung", "nadia_invited", "rafa_calm", "nobody", "unknown"]
    query = "How does Rafa feel about the gallery opening?"
    assert memory.about_named(query, candidates) == [("rafa_calm", 1.0)]
    assert {f for f, _ in memory.about_named("What did Nadia hang?", candidates)} == {"nadia_hung", "nadia_invited"}
    lexical = [("nadia_hung", 8.0), ("nadia_invited", 7.0), ("rafa_calm", 6.0), ("nobody", 0.0)]
    semantic = [("nadia_hung", 0.5), ("rafa_calm", 0.45), ("nadia_invited", 0.4), ("nobody", 0.1)]
    plain = convex_fusion([(lexical, 1.0), (semantic, 1.0)], lambda f: f)
    named = convex_fusion([(lexical, 1.0), (semantic, 1.0), (memory.about_named(query, candidates), 0.5)], lambda f: f)
    assert plain[0].fact_id == "nadia_hung" and named[0].fact_id == "rafa_calm"


def test_a_query_naming_nobody_known_ranks_up_nothing() -> None:
    """Capitalised words that name no entity ('How', 'Paris'), an unknown name, and a first name two known
    full names share (which of them is meant is not known) bring no ranking of their own."""
    memory = NamespaceMemory("ns")
    memory.directory.add("Sam Ortiz", "e_ortiz")
    memory.directory.add("Sam Lee", "e_lee")
    _person_fact(memory, "ortiz_moved", "e_ortiz")
    _person_fact(memory, "lee_moved", "e_lee")
    candidates = ["ortiz_moved", "lee_moved"]
    assert memory.about_named("How did Sam like Paris?", candidates) == []
    assert memory.about_named("When did Priya move?", candidates) == []
    assert memory.about_named("who moved to paris", candidates) == []
    assert memory.about_named("Where did Sam Lee move?", candidates) == []  # a name is one capitalised word
