# Builds a fresh set of the flags l..r for every question: right, but 100000 questions over stretches of up
# to 200000 ships are billions of insertions.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, q = int(data[0]), int(data[1])
    flags = data[2:2 + n]
    base = 2 + n
    out = []
    for j in range(q):
        left, right = int(data[base + 2 * j]), int(data[base + 2 * j + 1])
        out.append(len(set(flags[left - 1:right])))
    sys.stdout.write('\n'.join(map(str, out)) + '\n')


main()
