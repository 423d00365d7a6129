"""DSL releases: the catalogue of what each release does, and the environments that hold them."""
