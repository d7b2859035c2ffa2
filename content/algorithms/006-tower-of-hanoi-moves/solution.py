import sys


def hanoi(n, source, target, spare, moves):
    if n == 0:
        return
    hanoi(n - 1, source, spare, target, moves)
    moves.append((n, source, target))
    hanoi(n - 1, spare, target, source, moves)


def main():
    n = int(sys.stdin.read().split()[0])
    moves = []
    hanoi(n, "A", "C", "B", moves)
    lines = [str(len(moves))] + [f"{disk} {a} {b}" for disk, a, b in moves]
    print("\n".join(lines))


main()
