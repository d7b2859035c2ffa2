import sys


def hanoi(n, source, target, spare, moves):
    # Append to moves, in order, every move (disk, from_peg, to_peg) that carries the n smallest disks
    # from peg source to peg target, using peg spare.
    pass


def main():
    n = int(sys.stdin.read().split()[0])
    moves = []
    hanoi(n, "A", "C", "B", moves)
    lines = [str(len(moves))] + [f"{disk} {a} {b}" for disk, a, b in moves]
    print("\n".join(lines))


main()
