"""Language-model adapters.

* ``factlayer.llm.providers``: the ``LLMProvider`` protocol, ``OpenAIProvider`` and ``build_provider``.
* ``factlayer.llm.prompts``: prompt builders and the pydantic models of their JSON answers.
* ``factlayer.llm.local_model``: installs and serves the local llama.cpp model (``make llm``).

Nothing is imported here so that ``python -m factlayer.llm.local_model`` stays light.
"""
