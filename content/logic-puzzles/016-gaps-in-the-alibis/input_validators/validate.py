from strict_input import Reader, run

TIME = r"([01][0-9]|2[0-3]):[0-5][0-9]"


def minutes(time: str) -> int:
    return int(time[:2]) * 60 + int(time[3:])


def check(r: Reader) -> None:
    s = minutes(r.word(TIME, "s"))
    r.space()
    e = minutes(r.word(TIME, "e"))
    if s >= e:
        r.fail("s is not earlier than e")
    r.newline()
    n = r.int(1, 100, "n")
    r.newline()
    names = set()
    for _ in range(n):
        name = r.word(r"[A-Za-z]{1,20}", "a name")
        if name in names:
            r.fail(f"the name {name} appears twice")
        names.add(name)
        r.space()
        m = r.int(0, 20, "m")
        for _ in range(m):
            r.space()
            sighting = r.word(f"{TIME}-{TIME}", "a sighting HH:MM-HH:MM")
            if minutes(sighting[:5]) >= minutes(sighting[6:]):
                r.fail(f"the sighting {sighting} does not start earlier than it ends")
        r.newline()
    r.eof()


run(check)
