import sys


def kth_move(n, k):
    # Return (disk, from_peg, to_peg) for step k of the shortest solution moving n disks from "A" to "C".
    return (0, "?", "?")


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
