"""The trace directory in the making: the journal of a compile, its files, and their assembly into a Trace."""
