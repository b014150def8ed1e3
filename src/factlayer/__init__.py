"""factlayer: grounded fact extraction from audio and transcripts."""

__version__ = "0.1.0"
