"""Card Table: rules engines for three card games, run on CPython and in Pyodide."""

__version__ = "0.1.0"
