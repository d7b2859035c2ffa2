# Keeps every circle as a list of names and moves all of a's circle over to b's one: right, but when a's
# circle is the big one it is moved again and again, about n^2 / 2 moves in all.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    m = int(data[0])
    circle_of = {}
    out = []
    for i in range(m):
        a, b = data[1 + 2 * i], data[2 + 2 * i]
        for name in (a, b):
            if name not in circle_of:
                circle_of[name] = [name]
        first, second = circle_of[a], circle_of[b]
        if first is not second:
            for name in first:
                second.append(name)
                circle_of[name] = second
        out.append(len(second))
    print("\n".join(map(str, out)))


main()
