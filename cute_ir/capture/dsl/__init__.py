"""Inside the compiling child, where the DSL runs: the child, its hooks on the DSL and the capture engine."""
