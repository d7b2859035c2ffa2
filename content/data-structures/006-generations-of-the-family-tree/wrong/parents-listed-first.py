import sys


# Assumes every parent has a smaller number than its children, so one pass in number order suffices.
def generations(parents):
    n = len(parents)
    depth = [0] * (n + 1)
    for person in range(1, n + 1):
        parent = parents[person - 1]
        depth[person] = 1 if parent == 0 else depth[parent] + 1
    return max(depth)


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    parents = [int(x) for x in data[1:1 + n]]
    print(generations(parents))


main()
