"""Which proposer, summarizer, judges and CoVe the configured pipeline uses (offline, or with an LLM)."""

from __future__ import annotations

from factlayer.config import Settings
from factlayer.digest.combined import CombinedSource
from factlayer.digest.cove_pipeline import CoVePipeline
from factlayer.digest.extractive import ExtractiveProvider
from factlayer.digest.generator import DigestGenerator
from factlayer.digest.llm_adapters import LLMSummarizer, make_cove_answer, make_cove_plan, make_judge
from factlayer.digest.llm_extract import LLMFactExtractor
from factlayer.digest.summary import FactsSummarizer, LeadSummarizer
from factlayer.llm.provider import LLMProvider
from factlayer.verify.checker import ClaimChecker
from factlayer.verify.judge import judge_from_provider


def build_pipeline(settings: Settings, provider: LLMProvider | None) -> DigestGenerator:
    """Offline extractive by default; with an LLM configured, the model proposes candidates (by default in
    addition to the offline extractor's, ``llm.propose``), judges
    consistency, plans and answers CoVe questions, and (``llm.summary="model"``) writes the brief summary
    (every sentence proven); by default the summary is composed from the verified facts."""
    if provider is None:
        return DigestGenerator(
            settings,
            proposer=ExtractiveProvider.from_settings(settings),
            summarizer=LeadSummarizer(),
        )
    cove = (
        CoVePipeline(
            threshold=settings.cove_confidence_threshold,
            plan=make_cove_plan(provider),
            answer=make_cove_answer(provider),
            rounds=settings.cove_max_verification_rounds,
            roles=settings.proof.roles,
        )
        if settings.enable_cove
        else None
    )
    model = LLMFactExtractor(provider, roles=settings.proof.roles)
    offline = ExtractiveProvider.from_settings(settings)
    proposer = CombinedSource(offline, model, name="extractive+llm") if settings.llm.propose == "both" else model
    return DigestGenerator(
        settings,
        proposer=proposer,
        summarizer=LLMSummarizer(provider) if settings.llm.summary == "model" else FactsSummarizer(),
        judge=make_judge(provider) if settings.llm.judge else None,
        cove=cove,
        provider_label=f"openai:{settings.llm.model}",
    )


def build_checker(settings: Settings, provider: LLMProvider | None) -> ClaimChecker:
    """The claim checker of /v1/verify, with the LLM's yes/no judge where it is configured and switched on."""
    judge = judge_from_provider(provider) if provider is not None and settings.verify.use_llm_judge else None
    return ClaimChecker(
        judge=judge,
        max_concurrency=settings.verify.max_concurrency,
        recency_half_life_days=settings.verify.recency_half_life_days,
        roles=settings.proof.roles,
    )
