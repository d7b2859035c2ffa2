from strict_input import Reader, run


def check(r: Reader) -> None:
    t = r.int(1, 5000, "t")
    r.newline()
    for _ in range(t):
        tray = r.word(r"[0-8]{9}", "the customer's tray")
        if "".join(sorted(tray)) != "012345678":
            r.fail(f"the customer's tray {tray} does not hold each digit 0 to 8 exactly once")
        r.space()
        wanted = r.word(r"[0-8]{8}0", "the wanted tray (ending with 0)")
        if "".join(sorted(wanted)) != "012345678":
            r.fail(f"the wanted tray {wanted} does not hold each digit 0 to 8 exactly once")
        r.newline()
    r.eof()


run(check)
