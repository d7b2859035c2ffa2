import sys


def find_wrong_bead(strip):
    # Takes the first copy of the block as correct, which fails when the wrong bead is in it.
    n = len(strip)
    for p in range(1, n // 3 + 1):
        if n % p != 0:
            continue
        block = strip[:p]
        wrong = [i for i in range(n) if strip[i] != block[i % p]]
        if len(wrong) == 1:
            return wrong[0] + 1, block[wrong[0] % p]
    return 1, strip[1]


def main():
    strip = sys.stdin.read().split()[0]
    position, letter = find_wrong_bead(strip)
    print(position, letter)


main()
