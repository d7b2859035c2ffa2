import sys


# Forgets to leave out members who are already p's friends.
def suggestions(friends, p):
    mine = set(friends[p])
    mutual = {}
    for f in friends[p]:
        for g in friends[f]:
            if g != p:
                mutual[g] = mutual.get(g, 0) + 1
    return sorted(mutual, key=lambda g: (-mutual[g], g))


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
