"""Background work driven by durable job rows: ASR and digest generation."""
