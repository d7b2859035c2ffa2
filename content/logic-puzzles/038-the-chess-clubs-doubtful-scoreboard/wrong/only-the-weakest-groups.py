# Looks only for weak groups that claim too few wins (and the whole club's total), forgetting that a
# strong group can claim more wins than its games allow: it finds a contradiction, but not the smallest.
import sys


def check_table(wins):
    n = len(wins)
    claims = sorted(wins)
    weakest = 0
    for k in range(1, n + 1):
        weakest += claims[k - 1]
        if weakest < k * (k - 1) // 2 or (k == n and weakest != n * (n - 1) // 2):
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
