# Sorts like a cook in a hurry: flip the biggest unsorted pancake to the top, then flip it down into its
# place, and repeat. It always finishes, but often with more flips than needed.
import sys


def greedy_flips(stack):
    stack = list(stack)
    flips = 0
    for size in range(len(stack), 1, -1):
        where = stack.index(size)
        if where == size - 1:
            continue
        if where != 0:
            stack[:where + 1] = stack[where::-1]
            flips += 1
        stack[:size] = stack[size - 1::-1]
        flips += 1
    return flips


def main():
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    answers = []
    position = 1
    for _ in range(q):
        n = int(data[position])
        answers.append(greedy_flips([int(x) for x in data[position + 1:position + 1 + n]]))
        position += 1 + n
    print("\n".join(map(str, answers)))


main()
