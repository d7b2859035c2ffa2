import re

from strict_input import Reader, run

SENTENCE = re.compile(
    r"(?P<speaker>[A-Z]) says (?:"
    r"(?P<subject>[A-Z]) is a (?:knight|knave)"
    r"|(?P<x>[A-Z]) and (?P<y>[A-Z]) are alike"
    r"|exactly (?P<k>0|[1-9][0-9]*) of us are knights)"
)


def check(r: Reader) -> None:
    n = r.int(1, 8, "n")
    r.newline()
    names = "ABCDEFGH"[:n]
    for index in range(n):
        line = r.text(SENTENCE.pattern, "the sentence")
        match = SENTENCE.fullmatch(line)
        if match["speaker"] != names[index]:
            r.fail(f"the speaker is {match['speaker']}, expected {names[index]}")
        for key in ("subject", "x", "y"):
            if match[key] is not None and match[key] not in names:
                r.fail(f"{match[key]} is not one of the {n} islanders")
        if match["x"] is not None and match["x"] == match["y"]:
            r.fail(f"X and Y must be different islanders, both are {match['x']}")
        if match["k"] is not None and int(match["k"]) > n:
            r.fail(f"k = {match['k']} is outside [0, {n}]")
    r.eof()


run(check)
