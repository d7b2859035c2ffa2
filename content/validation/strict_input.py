"""Strict reading of one test's input, for the catalogue's input validators (content/README.md).

A validator reads the input on standard input through a Reader, which accepts exactly the format the
statement gives: tokens separated by single spaces, lines ended by one line feed, no carriage return, no
leading zeros or plus signs, every value within its bounds, nothing after the end. `run(check)` exits 42
when `check` accepts the input and 43 when it does not, with one line on standard error saying where and
why (the exit codes of the problem package format's input validators).
"""

import re
import sys

_INTEGER = re.compile(rb"-?(0|[1-9][0-9]*)")
_DECIMAL = re.compile(rb"-?(0|[1-9][0-9]*)(\.[0-9]+)?")


class Invalid(Exception):
    """The input breaks its format or a constraint."""


class Reader:
    def __init__(self, data: bytes) -> None:
        self.data = data
        self.pos = 0
        self.line = 1

    def fail(self, why: str) -> None:
        raise Invalid(f"line {self.line}: {why}")

    def _token(self, what: str) -> bytes:
        end = self.pos
        while end < len(self.data) and self.data[end] not in b" \n":
            end += 1
        if end == self.pos:
            self.fail(f"expected {what}, found {self._found()}")
        token = self.data[self.pos : end]
        self.pos = end
        return token

    def _found(self) -> str:
        if self.pos >= len(self.data):
            return "the end of the input"
        char = self.data[self.pos : self.pos + 1]
        return {b" ": "a space", b"\n": "a line break", b"\r": "a carriage return"}.get(char, repr(char))

    def int(self, low: int, high: int, name: str = "a value") -> int:
        token = self._token(name)
        if not _INTEGER.fullmatch(token) or token == b"-0":
            self.fail(f"{name} is not an integer: {token[:20]!r}")
        value = int(token)
        if not low <= value <= high:
            self.fail(f"{name} = {value} is outside [{low}, {high}]")
        return value

    def decimal(self, low: float, high: float, name: str = "a value", max_places: int = 9) -> float:
        token = self._token(name)
        match = _DECIMAL.fullmatch(token)
        if not match or token.startswith(b"-0") and float(token) == 0:
            self.fail(f"{name} is not a decimal number: {token[:20]!r}")
        places = len(match.group(2) or b".") - 1
        if places > max_places:
            self.fail(f"{name} has more than {max_places} decimal places")
        value = float(token)
        if not low <= value <= high:
            self.fail(f"{name} = {value} is outside [{low}, {high}]")
        return value

    def word(self, pattern: str = r"[a-z]+", name: str = "a word") -> str:
        token = self._token(name)
        text = token.decode("ascii", errors="replace")
        if not re.fullmatch(pattern, text):
            self.fail(f"{name} {text[:20]!r} does not match {pattern}")
        return text

    def text(self, pattern: str, name: str = "the line") -> str:
        """The rest of the line, which must match `pattern` (spaces allowed); the line break is read too."""
        end = self.data.find(b"\n", self.pos)
        if end < 0:
            self.fail(f"{name} does not end with a line break")
        raw = self.data[self.pos : end]
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError:
            self.fail(f"{name} is not UTF-8")
        if not re.fullmatch(pattern, text):
            self.fail(f"{name} {text[:40]!r} does not match {pattern}")
        self.pos = end + 1
        self.line += 1
        return text

    def space(self) -> None:
        if self.data[self.pos : self.pos + 1] != b" ":
            self.fail(f"expected a single space, found {self._found()}")
        self.pos += 1

    def newline(self) -> None:
        if self.data[self.pos : self.pos + 1] != b"\n":
            self.fail(f"expected a line break, found {self._found()}")
        self.pos += 1
        self.line += 1

    def ints(self, count: int, low: int, high: int, name: str = "a value") -> list:
        """`count` integers on one line, separated by single spaces, and the line break after them."""
        values = []
        for index in range(count):
            if index:
                self.space()
            values.append(self.int(low, high, name))
        self.newline()
        return values

    def eof(self) -> None:
        if self.pos != len(self.data):
            self.fail(f"expected the end of the input, found {self._found()}")


def run(check) -> None:
    """Reads standard input, applies `check(reader)`, and exits 42 (valid) or 43 (invalid, said on stderr)."""
    reader = Reader(sys.stdin.buffer.read())
    try:
        check(reader)
    except Invalid as problem:
        print(problem, file=sys.stderr)
        sys.exit(43)
    sys.exit(42)
