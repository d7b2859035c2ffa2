import sys


def best_bill(q, price, kind, x, y):
    # Return the least bill, in pennies, for at least q jars at a stall selling them at `price` each,
    # whose offer is `kind` ("PERCENT", "FREE", "BULK" or "COUPON") with numbers x and y:
    # PERCENT x, FREE x y (a = x, b = y), BULK x y (m = x, c = y), COUPON x y (t = x, d = y). (y is 0 for PERCENT.)
    return 0


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
