# Keeps the parade in a plain list: finds both floats, removes a and inserts it behind b. Right, but every
# order searches and shifts up to n floats.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, q = int(data[0]), int(data[1])
    parade = list(range(1, n + 1))
    for j in range(q):
        a, b = int(data[2 + 2 * j]), int(data[3 + 2 * j])
        parade.remove(a)
        position = 0 if b == 0 else parade.index(b) + 1
        parade.insert(position, a)
    print(" ".join(map(str, parade)))


main()
