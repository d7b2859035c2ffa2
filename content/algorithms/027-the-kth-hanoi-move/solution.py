import sys


def move_in(n, k, source, target, spare):
    half = 1 << (n - 1)  # step number of disk n's own move
    if k == half:
        return n, source, target
    if k < half:
        return move_in(n - 1, k, source, spare, target)
    return move_in(n - 1, k - half, spare, target, source)


def kth_move(n, k):
    return move_in(n, k, "A", "C", "B")


def main():
    data = sys.stdin.read().split()
    q = int(data[0])
    answers = []
    for i in range(q):
        n, k = int(data[1 + 2 * i]), int(data[2 + 2 * i])
        disk, source, target = kth_move(n, k)
        answers.append(f"{disk} {source} {target}")
    print("\n".join(answers))


main()
