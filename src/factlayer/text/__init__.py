"""Small, dependency-free language helpers shared by models, the digest pipeline and the verifier."""
