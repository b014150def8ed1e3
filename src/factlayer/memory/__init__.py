"""The memory layer: entities, time, merge events and the search index (issue 18)."""
