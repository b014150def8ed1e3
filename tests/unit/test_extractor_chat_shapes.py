"""Kinds of statement people make in chat that the offline extractor dropped, one rule each, through the whole
digest (extractor, then the proof engine), each with its twin that must stay out: a noun phrase and a verb the
closed verb list does not know ("Lilacs mean spring"), showing one's own thing ("Here's a photo of the birdhouse
I built"), "like" as a preposition inside a list ("painters like Monet and Degas"), an elided "I'm" ("Still
working on …"), a chat opener before a dash ("btw - I've been …") and a relative clause read as a question
(", which has been great …"). Every transcript here is
written for the test (no corpus text).
"""

from __future__ import annotations

from factlayer.digest.assessment import assess_candidates
from factlayer.digest.extractive import ExtractiveProvider
from factlayer.digest.predicate_shapes import (
    commands_by_name,
    elided_progressive,
    opens_on_subject_and_verb,
    shows_own_thing,
)
from factlayer.digest.salience import cut_off, junk_reason
from factlayer.nlp.clauses import has_predicate
from factlayer.nlp.questions import is_question_loose
from factlayer.nlp.sentences import split_clauses


async def _stored(*turns: str) -> list[tuple[str, str | None, str | None]]:
    """The stored facts of a transcript of these turns: text, speaker, subject."""
    text = "\n".join(turns)
    assessments = await assess_candidates(ExtractiveProvider().extract(text), text)
    return [(a.candidate.text, a.candidate.speaker, a.candidate.subject_name) for a in assessments if a.accepted]


async def test_a_noun_phrase_and_a_verb_off_the_verb_list_is_a_statement() -> None:
    stored = await _stored(
        "Priya: How was the trip, Tom?",
        "Tom: Great! Our garden produces tomatoes all summer. Lilacs mean spring and renewal.",
    )
    texts = [fact for fact, _, _ in stored]
    assert "Tom says our garden produces tomatoes all summer." in texts  # whose garden: not "The garden …"
    assert "Tom says lilacs mean spring and renewal." in texts
    assert all(speaker == "Tom" for _, speaker, _ in stored)


async def test_a_noun_phrase_alone_and_thanks_stay_out() -> None:
    stored = await _stored(
        "Tom: We went to the lake.",
        "Priya: The garden by the lake. Your kindness really means a lot to me. Your pep-talk meant so much.",
    )
    assert not any("garden" in fact or "kindness" in fact or "pep-talk" in fact for fact, _, _ in stored)
    assert junk_reason("the garden by the lake") == "fragment"
    assert junk_reason("your kindness really means a lot to me") == "greeting"  # thanks
    assert junk_reason("they mean the world to me") is None  # not thanks: said of others


def test_the_verb_is_found_by_its_place_after_the_noun_phrase() -> None:
    assert opens_on_subject_and_verb("Their inclusivity and support really spoke to me.")  # irregular past
    assert opens_on_subject_and_verb("The studio looks amazing.")  # -s after a singular determiner
    assert opens_on_subject_and_verb("Sunflowers mean warmth and happiness")  # a bare plural before a finite verb
    assert not opens_on_subject_and_verb("the studio doors")  # nothing after the "verb"
    assert not opens_on_subject_and_verb("the kids at the park")
    assert not opens_on_subject_and_verb("my friend from school")


def test_an_irregular_plural_is_no_past_form_after_the_noun_phrase() -> None:
    # the irregular table of nouns ("men", "children") sits beside the verbs' in ``irregular_forms``
    assert not opens_on_subject_and_verb("The best men for the job")
    assert not opens_on_subject_and_verb("My two children in the photo")
    assert junk_reason("the old people at the party") == "fragment"


async def test_showing_ones_own_thing_is_kept_as_what_the_speaker_says() -> None:
    stored = await _stored("Priya: What did you make?", "Tom: Here's a photo of the birdhouse I built last month.")
    assert stored == [("Tom says here's a photo of the birdhouse they built last month.", "Tom", "Tom")]


async def test_showing_nothing_named_or_nothing_of_ones_own_stays_out() -> None:
    stored = await _stored(
        "Priya: Any news?",
        "Tom: Here's one I did. Here's to new beginnings! Here's a pic of the lake. Here's some news - I've moved!",
    )
    assert not any("here's" in fact.lower() for fact, _, _ in stored)
    assert not shows_own_thing("Here's one I did last week.")  # "one": a reader cannot tell what
    assert not shows_own_thing("Here's to taking on new heights")  # a toast
    assert not shows_own_thing("here's some good news - I've got something to share!")  # the news is not shown
    assert shows_own_thing("here's one of the agencies I'm looking into.")


async def test_like_inside_a_list_is_a_preposition_and_keeps_the_list_whole() -> None:
    stored = await _stored(
        "Priya: What do you listen to?",
        "Tom: I'm a fan of painters like Monet and Degas, as well as street art like Banksy's murals.",
    )
    assert [fact for fact, _, _ in stored] == [
        "Tom is a fan of painters like Monet and Degas, as well as street art like Banksy's murals."
    ]


def test_like_after_a_subject_or_a_verb_is_still_a_predicate() -> None:
    assert not has_predicate("Degas, as well as street art like Banksy's murals")
    assert has_predicate("they like me")
    assert has_predicate("would like more")
    assert has_predicate("feeling like a dull pain")  # as read before: a verb before it
    text = "I like dogs and they like me."
    assert [text[a:b] for a, b in split_clauses(text)] == ["I like dogs", "they like me."]


def test_a_demonstrative_before_a_noun_opens_no_clause_of_its_own() -> None:
    # "That peace | and beauty are so needed" was cut in two, the second stored as "… says beauty are so needed".
    assert not has_predicate("That peace")
    assert not has_predicate("this knee")
    assert has_predicate("that looks good")
    assert has_predicate("that really helps")
    assert has_predicate("That's great")
    assert has_predicate("that that was right")  # a restart: as before
    text = "That peace and beauty are so needed, especially during tough times."
    assert [text[a:b] for a, b in split_clauses(text)] == [text]
    text = "That helped a lot and I slept well."
    assert [text[a:b] for a, b in split_clauses(text)] == ["That helped a lot", "I slept well."]


async def test_a_demonstrative_noun_phrase_and_its_coordinate_stay_one_fact() -> None:
    stored = await _stored(
        "Maria: Nature reminds us of the peace and beauty around us.",
        "John: That peace and beauty are so needed, especially during tough times.",
    )
    assert not any(text.startswith("John says beauty") for text, _, _ in stored), stored


async def test_an_elided_im_before_a_progressive_is_the_speakers_own_doing() -> None:
    stored = await _stored(
        "Gina: How's the studio?",
        "Jon: Still working on opening a dance studio. Finishing up choreography to perform at a festival soon.",
    )
    assert ("Jon is still working on opening a dance studio.", "Jon", "Jon") in stored
    assert ("Jon is finishing up choreography to perform at a festival soon.", "Jon", "Jon") in stored


async def test_a_pleasantry_or_a_gerund_subject_is_no_elided_im() -> None:
    stored = await _stored(
        "Gina: See you!",
        "Jon: Looking forward to more cool memories! Wishing you the best! Working on it is fun.",
    )
    assert not any(fact.startswith("Jon is") for fact, _, _ in stored)
    assert not elided_progressive("Working on it is fun.")  # the -ing form is the subject of "is"
    assert not elided_progressive("Looking forward to more cool memories!")


async def test_a_gerund_or_a_named_thing_acting_on_the_speaker_is_what_they_say() -> None:
    stored = await _stored(
        "Gina: How do you relax?",
        "Jon: Dancing helps me de-stress. The two younger kids love nature.",
    )
    assert ("Jon says dancing helps them de-stress.", "Jon", "Jon") in stored
    assert ("Jon says the two younger kids love nature.", "Jon", "Jon") in stored


async def test_a_noun_phrase_and_its_verb_in_three_words_is_what_they_say_a_reaction_is_not() -> None:
    # "Flowers bring joy." was skipped as ambiguous_subject: under four words, read as a reaction like "that
    # sounds awesome"; a reaction opens on a pronoun, a statement names its subject
    stored = await _stored("Caroline: Your garden looks lovely!", "Melanie: Flowers bring joy. That sounds awesome.")
    assert [fact for fact, _, _ in stored] == ["Melanie says flowers bring joy."]


async def test_a_thing_whose_owner_the_words_do_not_name_stays_out() -> None:
    stored = await _stored("Gina: Who helped?", "Jon: Their encouragement made me who I am. Let's keep going!")
    assert not any("encouragement" in fact or "keep going" in fact for fact, _, _ in stored)


async def test_a_chat_opener_before_a_dash_is_no_subject_and_been_does_not_carry_to_a_past_form() -> None:
    stored = await _stored(
        "Jon: Any news?",
        "Gina: Oh, and btw - I've been working hard on my online store and just teamed up with a local artist.",
    )
    texts = [fact for fact, _, _ in stored]
    assert "Gina has been working hard on their online store." in texts
    assert "Gina just teamed up with a local artist." in texts


def test_a_relative_clause_after_a_comma_is_no_question() -> None:
    assert not is_question_loose("I've been running farther to de-stress, which has been great for my headspace.")
    assert is_question_loose("I like both, which do you prefer")  # an auxiliary and a subject: asked
    assert is_question_loose("Hey Jon, how are you doing")


async def test_since_we_last_spoke_is_no_part_of_what_is_said() -> None:
    stored = await _stored(
        "Gina: Hey Jon! What's new?",
        "Jon: Since we last spoke I am still working on the dance studio. Since we last talked, I found a new spot.",
    )
    texts = [fact for fact, _, _ in stored]
    assert "Jon is still working on the dance studio." in texts
    assert "Jon found a new spot." in texts
    assert not any("last" in fact for fact in texts)  # not "Since Jon lasts talked, they found …"


async def test_a_bare_noun_with_is_said_of_the_speaker_is_what_they_say_not_a_platitude() -> None:
    stored = await _stored(
        "Gina: How do you unwind?",
        "Caroline: Painting's great for expressing myself. Family's everything. Parenting's such a big job.",
    )
    assert [fact for fact, _, _ in stored] == ["Caroline says painting's great for expressing themselves."]


async def test_a_spaced_dash_parts_two_statements_of_one_sentence() -> None:
    stored = await _stored(
        "Mia: What's new?",
        "Leo: I took the first step towards becoming a dad - I applied to adoption agencies!",
    )
    texts = [fact for fact, _, _ in stored]
    assert "Leo applied to adoption agencies." in texts
    assert "Leo took the first step towards becoming a dad." in texts
    text = "running, reading, or playing my violin - which refreshes me"  # no predicate of its own: not cut
    assert len(split_clauses(text)) == 1


async def test_news_announced_and_a_cheer_to_the_listener_are_no_facts() -> None:
    stored = await _stored(
        "Mia: I lost my job.",
        "Leo: A lot's happened - I just got accepted for an internship! Starting over takes courage - you hang in "
        "there too!",
    )
    texts = [fact for fact, _, _ in stored]
    assert "Leo just got accepted for an internship." in texts
    assert not any("lot" in fact or "hang" in fact for fact in texts)  # not "Mia hangs in there."
    assert commands_by_name("Mia hang in there", lambda name: name == "Mia")
    assert not commands_by_name("Mia went to the studio", lambda name: name == "Mia")


async def test_a_clause_after_a_dash_takes_no_elided_i() -> None:
    stored = await _stored(
        "Ann: How was the hike?",
        "Ben: Seeing how huge the world is made me feel small - gave me a real sense of peace.",
    )
    assert not any(fact.startswith("Ben gave") for fact, _, _ in stored)  # the sight gave it, not Ben
    stored = await _stored("Ann: How was the hike?", "Ben: Took a short trip to Rome last week.")
    assert [fact for fact, _, _ in stored] == ["Ben took a short trip to Rome last week."]  # a sentence's own "I"


async def test_lead_phrases_and_reactions_that_read_as_statements_stay_out() -> None:
    stored = await _stored(
        "Ann: Hi Ben!",
        "Ben: Since we spoke last, I've had quite the adventure! Growing up, I saw how hard school was. Being out in "
        "nature, away from the noise. Your support really means a lot, Ann. That definitely makes trips more fun. "
        "Even though mine is small - it's cozy.",
    )
    texts = [fact for fact, _, _ in stored]
    assert texts == ["Ben saw how hard school was growing up.", "Ben has had quite the adventure."]  # not "is growing"
    assert not any("last" in f or "being out" in f.lower() for f in texts)
    assert not any("support" in f or "definitely" in f or "even though" in f.lower() for f in texts)


async def test_a_talk_the_speaker_gave_is_no_talk_about_the_talk() -> None:
    stored = await _stored(
        "Ann: How was school?",
        "Ben: I talked about my journey and encouraged students to get involved.",
    )
    texts = [fact for fact, _, _ in stored]
    assert "Ben talked about their journey." in texts
    assert "Ben encouraged students to get involved." in texts
    assert junk_reason("we talked about increasing your prozac") == "meta_talk"  # the visit's own talk


async def test_an_i_clause_lends_its_i_to_the_next_even_when_skipped_and_no_one_else_does() -> None:
    stored = await _stored(
        "Mia: Hi Leo!",
        "Leo: I'd been wanting to try yoga for a while and finally took the plunge. I emailed some shops and one "
        "replied and said yes today!",
    )
    texts = [fact for fact, _, _ in stored]
    assert "Leo finally took the plunge." in texts
    assert not any("said yes" in fact for fact in texts)  # the shop said yes, not Leo
    stored = await _stored("Mia: Wow!", "Leo: I was so excited when that happened - it gave me chills!")
    # a degree "so" cuts no clause (extract40): "I was so excited …" is one clause, no bare "I was" lent to "excited"
    assert [fact for fact, _, _ in stored if "excited" in fact] == ["Leo was so excited when that happened."]


async def test_a_dash_before_no_subject_is_no_cut_and_went_okay_keeps_its_okay() -> None:
    stored = await _stored(
        "Mia: How was it?",
        "Leo: We're adopting a dog - for love and to teach our kids compassion. My trip went okay - I got lost once.",
    )
    texts = [fact for fact, _, _ in stored]
    assert not any(fact.startswith("For") for fact in texts)  # an adjunct of the clause before, alone no statement
    assert "Leo's trip went okay." in texts
    assert "Leo got lost once." in texts


async def test_a_preposition_a_relative_clause_leaves_at_the_end_is_no_cut_off() -> None:
    stored = await _stored("Mia: Any news?", "Leo: On Friday, I got news - I'm finally in the program I applied for!")
    assert "Leo is finally in the program they applied for." in [fact for fact, _, _ in stored]
    assert cut_off("Leo says they went to.")  # no noun the clause is about: cut off
    assert cut_off("Leo is waiting for.")


async def test_a_feeling_in_ed_opening_a_sentence_is_no_elided_past() -> None:
    stored = await _stored(
        "Mia: How are you?",
        "Leo: Just excited for the season! Stressed lately because of work. Took a trip to Rome last week.",
    )
    assert [fact for fact, _, _ in stored] == ["Leo took a trip to Rome last week."]  # not "Leo just excited …"


async def test_wanting_to_start_a_thing_is_a_plan_not_talk_about_the_talk() -> None:
    stored = await _stored("Gina: Plans?", "Jon: I want to start my own business. Let's start with the basics.")
    assert [fact for fact, _, _ in stored] == ["Jon wants to start their own business."]
    assert junk_reason("i'm gonna start the physical exam") == "meta_talk"
