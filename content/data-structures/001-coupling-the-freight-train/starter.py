import sys


def assemble(orders):
    # Each order is a list: ["FRONT", x], ["BACK", x], ["AFTER", a, x] or ["REMOVE", a].
    # Return the wagon numbers of the finished train, from front to back.
    return []


def main():
    data = sys.stdin.read().split()
    q = int(data[0])
    orders = []
    pos = 1
    for _ in range(q):
        kind = data[pos]
        count = 2 if kind == "AFTER" else 1
        orders.append([kind] + [int(v) for v in data[pos + 1:pos + 1 + count]])
        pos += 1 + count
    train = assemble(orders)
    print(" ".join(map(str, train)) if train else "EMPTY")


main()
