import sys


def check_table(wins):
    # wins[i] is the number of wins claimed for player i. Return 0 when the table is possible,
    # otherwise the size of the smallest contradictory group of players.
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
