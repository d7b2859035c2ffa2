import sys


def suggestions(friends, p):
    # friends[x] is the list of x's friends (friends[0] is unused).
    # Return p's suggested members, most mutual friends first, smaller number first on ties.
    return []


def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    friends = [[] for _ in range(n + 1)]
    for i in range(m):
        a, b = int(data[2 + 2 * i]), int(data[3 + 2 * i])
        friends[a].append(b)
        friends[b].append(a)
    position = 2 + 2 * m
    q = int(data[position])
    lines = []
    for i in range(q):
        found = suggestions(friends, int(data[position + 1 + i]))
        lines.append(" ".join(map(str, found)) if found else "NONE")
    print("\n".join(lines))


main()
