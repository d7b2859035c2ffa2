import sys


def carts_left(weights, directions):
    survivors = []  # the weights of the carts left so far; east-rolling ones positive, west-rolling negative
    for w, direction in zip(weights, directions):
        if direction == "E":
            survivors.append(w)
            continue
        alive = True
        while survivors and survivors[-1] > 0:
            top = survivors[-1]
            if top < w:
                survivors.pop()  # the east-rolling cart is lighter: knocked off, keep going
                continue
            if top == w:
                survivors.pop()  # equal weights: both knocked off
            alive = False
            break
        if alive:
            survivors.append(-w)
    return len(survivors), sum(abs(w) for w in survivors)


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    weights = [int(x) for x in data[1:1 + 2 * n:2]]
    directions = [x.decode() for x in data[2:2 + 2 * n:2]]
    count, total = carts_left(weights, directions)
    print(count, total)


main()
