from strict_input import Reader, run


def check(r: Reader) -> None:
    q = r.int(1, 1000, "q")
    r.newline()
    train = set()
    for _ in range(q):
        order = r.word(r"FRONT|BACK|AFTER|REMOVE", "an order")
        r.space()
        if order == "AFTER":
            a = r.int(1, 10**6, "a")
            if a not in train:
                r.fail(f"AFTER names wagon {a}, which is not in the train")
            r.space()
        if order == "REMOVE":
            a = r.int(1, 10**6, "a")
            if a not in train:
                r.fail(f"REMOVE names wagon {a}, which is not in the train")
            train.remove(a)
        else:
            x = r.int(1, 10**6, "x")
            if x in train:
                r.fail(f"{order} couples wagon {x}, which is already in the train")
            train.add(x)
        r.newline()
    r.eof()


run(check)
