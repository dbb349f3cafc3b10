"""The pieces every game shares: the seeded generator, the game protocol, saves and sessions."""
