"""The one rule for names that providers give and cute-ir turns into file and folder names.

A provider, family or kernel instance name becomes part of paths (`traces/<instance>.<arch>`, the golden
store's `<dsl>/<arch>/<instance>/`, a sweep's `<release>/<instance>`), so it must be one plain path
component: a `..`, a `/` or a leading dot would let a provider's name write outside those folders.
"""

from __future__ import annotations

import re

from cute_ir.errors import BadInputError

MAX_LENGTH = 200
NAME_RULE = f"letters, digits, '_', '.' and '-', not starting with '.' or '-', at most {MAX_LENGTH} characters"
_PLAIN = re.compile(rf"[A-Za-z0-9_][A-Za-z0-9_.\-]{{0,{MAX_LENGTH - 1}}}")


def is_plain_name(name: object) -> bool:
    return isinstance(name, str) and _PLAIN.fullmatch(name) is not None


def check_name(what: str, name: object) -> str:
    """`name`, or BadInputError naming `what` (e.g. "provider 'acme': kernel") and the rule."""
    if not is_plain_name(name):
        raise BadInputError(f"{what} {name!r} is not a plain name ({NAME_RULE})",
                            hint="cute-ir makes file and folder names from it; rename it in its provider")
    return str(name)
