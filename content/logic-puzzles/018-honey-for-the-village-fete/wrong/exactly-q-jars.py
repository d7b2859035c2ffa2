import sys

# Buys exactly q jars, never thinking of a few more to reach a BULK price or a COUPON.


def best_bill(q, price, kind, x, y):
    # The least bill for at least q jars at one stall.
    if kind == "PERCENT":
        total = q * price * (100 - x)
        return (total + 99) // 100
    if kind == "FREE":
        groups, rest = divmod(q, x + y)
        return (groups * x + min(rest, x)) * price
    if kind == "BULK":
        return q * (y if q >= x else price)
    return q * price - (y if q * price >= x else 0)


def main():
    data = sys.stdin.read().split()
    q, s = int(data[0]), int(data[1])
    best = None
    pos = 2
    for i in range(s):
        price, kind, x = int(data[pos]), data[pos + 1], int(data[pos + 2])
        pos += 3
        y = 0
        if kind != "PERCENT":
            y = int(data[pos])
            pos += 1
        bill = best_bill(q, price, kind, x, y)
        if best is None or bill < best[1]:
            best = (i + 1, bill)
    print(best[0], best[1])


main()
