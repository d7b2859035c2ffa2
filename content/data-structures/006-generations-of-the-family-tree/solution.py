import sys


def generations(parents):
    n = len(parents)
    depth = [0] * (n + 1)
    best = 0
    for start in range(1, n + 1):
        # Walk up until a person whose generation is already known (or past the founder).
        path = []
        person = start
        while person != 0 and depth[person] == 0:
            path.append(person)
            person = parents[person - 1]
        known = depth[person] if person != 0 else 0
        for person in reversed(path):
            known += 1
            depth[person] = known
        best = max(best, depth[start])
    return best


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    parents = [int(x) for x in data[1:1 + n]]
    print(generations(parents))


main()
