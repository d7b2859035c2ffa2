import sys


def assemble(orders):
    train = []
    for order in orders:
        kind = order[0]
        if kind == "FRONT":
            train.insert(0, order[1])
        elif kind == "BACK":
            train.append(order[1])
        elif kind == "AFTER":
            train.insert(train.index(order[1]) + 1, order[2])
        else:
            train.remove(order[1])
    return train


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
