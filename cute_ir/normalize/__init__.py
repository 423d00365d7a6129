"""Normalization: the named rules that make IR, PTX and SASS comparable (`rules`), applied to many files at once (`files`)."""
