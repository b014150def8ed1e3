"""Language chores, each done once: the transcript grammar and sentences, tokens with offsets, normal
forms (stems, numbers, dates), word lists. ``proof`` builds on this package; nothing here imports the rest.
"""
