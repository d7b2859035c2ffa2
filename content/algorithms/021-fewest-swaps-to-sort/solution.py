import sys


def fewest_swaps(heights):
    n = len(heights)
    # target[i] = the position the child now at position i must move to
    order = sorted(range(n), key=heights.__getitem__)
    target = [0] * n
    for rank, position in enumerate(order):
        target[position] = rank
    visited = [False] * n
    cycles = 0
    for start in range(n):
        if visited[start]:
            continue
        cycles += 1
        position = start
        while not visited[position]:
            visited[position] = True
            position = target[position]
    return n - cycles


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    heights = [int(v) for v in data[1:1 + n]]
    print(fewest_swaps(heights))


main()
