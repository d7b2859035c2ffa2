import re

from strict_input import Reader, run

NAME = r"[A-Z][A-Za-z]{0,11}"
STATEMENT = re.compile(
    rf"(?P<speaker>{NAME}) says (?:"
    rf"(?P<x>{NAME}) or (?P<y>{NAME}) did it"
    rf"|(?P<subject>{NAME}) did (?:not do )?it)"
)


def check(r: Reader) -> None:
    n = r.int(1, 20, "n")
    r.space()
    r.int(0, n, "t")
    r.newline()
    speakers = []
    statements = []
    for _ in range(n):
        match = STATEMENT.fullmatch(r.text(STATEMENT.pattern, "the statement"))
        speaker = match["speaker"]
        if speaker == "I":
            r.fail("a child is named I")
        if speaker in speakers:
            r.fail(f"{speaker} speaks more than once")
        speakers.append(speaker)
        statements.append((r.line - 1, speaker, match))
    for line, speaker, match in statements:
        named = []
        for key in ("subject", "x", "y"):
            if match[key] is not None:
                name = speaker if match[key] == "I" else match[key]
                if name not in speakers:
                    r.fail(f"(statement on line {line}) {match[key]} is not one of the n children")
                named.append(name)
        if match["x"] is not None and named[0] == named[1]:
            r.fail(f"(statement on line {line}) X and Y are the same child, {named[0]}")
    r.eof()


run(check)
