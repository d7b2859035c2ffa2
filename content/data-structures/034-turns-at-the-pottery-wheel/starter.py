import sys


def finishing_order(q, arrive, need):
    # Student i (from 0) walks in at arrive[i] and needs need[i] minutes at the wheel; turns last q
    # minutes. Return the list of student numbers (from 1) in the order they finish.
    return []


def main():
    data = sys.stdin.buffer.read().split()
    n, q = int(data[0]), int(data[1])
    arrive = [int(x) for x in data[2:2 + 2 * n:2]]
    need = [int(x) for x in data[3:3 + 2 * n:2]]
    print(" ".join(map(str, finishing_order(q, arrive, need))))


main()
