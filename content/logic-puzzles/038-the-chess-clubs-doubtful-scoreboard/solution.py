import sys


def check_table(wins):
    # For each size k, the group most likely to be contradictory is the k weakest claims (too few wins)
    # or the k strongest claims (too many wins). Prefix sums of the sorted claims give both at once.
    n = len(wins)
    claims = sorted(wins)
    prefix = [0] * (n + 1)
    for i, w in enumerate(claims):
        prefix[i + 1] = prefix[i] + w
    total = prefix[n]
    for k in range(1, n + 1):
        among_themselves = k * (k - 1) // 2
        weakest = prefix[k]
        strongest = total - prefix[n - k]
        if weakest < among_themselves or strongest > among_themselves + k * (n - k):
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
