from strict_input import Reader, run


def check(r: Reader) -> None:
    n = r.int(1, 2000, "n")
    r.space()
    s = r.int(1, n, "s")
    r.newline()
    nxt = r.ints(n, 0, n, "the card a card names next")
    r.eof()
    seen = set()
    card = s
    while card != 0:
        if card in seen:
            r.fail(f"following the cards from s = {s} visits card {card} twice")
        seen.add(card)
        card = nxt[card - 1]


run(check)
