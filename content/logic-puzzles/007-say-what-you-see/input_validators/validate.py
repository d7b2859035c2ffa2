import re

from strict_input import Reader, run


def check(r: Reader) -> None:
    row = r.word(r"[0-9]{1,10}", "the starting row")
    if re.search(r"([0-9])\1{9}", row):
        r.fail("the starting row has a run of 10 or more equal digits")
    r.space()
    r.int(0, 10, "t")
    r.newline()
    r.eof()


run(check)
