# Sorts the claims, then for every group size adds up the weakest and the strongest claims from scratch:
# right, but about n^2 additions for 200000 players.
import sys


def check_table(wins):
    n = len(wins)
    claims = sorted(wins)
    for k in range(1, n + 1):
        among_themselves = k * (k - 1) // 2
        if sum(claims[:k]) < among_themselves or sum(claims[n - k:]) > among_themselves + k * (n - k):
            return k
    return 0


def main():
    data = sys.stdin.buffer.read().split()
    tables = int(data[0])
    position = 1
    lines = []
    for _ in range(tables):
        n = int(data[position])
        wins = [int(x) for x in data[position + 1:position + 1 + n]]
        position += 1 + n
        k = check_table(wins)
        lines.append(f"IMPOSSIBLE {k}" if k else "POSSIBLE")
    sys.stdout.write("\n".join(lines) + "\n")


main()
