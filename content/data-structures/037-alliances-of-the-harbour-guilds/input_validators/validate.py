from strict_input import Reader, run

EVENT = r"(join|ask) [a-z]{1,10} [a-z]{1,10}|size [a-z]{1,10}"


def check(r: Reader) -> None:
    q = r.int(1, 200_000, "q")
    r.newline()
    questions = 0
    for _ in range(q):
        event = r.text(EVENT, "an event (join a b, ask a b or size a)")
        if event[0] != "j":
            questions += 1
    if questions > 10_000:
        r.fail(f"{questions} events are ask or size events, more than 10000")
    r.eof()


run(check)
