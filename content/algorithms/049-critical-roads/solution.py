import sys


def critical_roads(n, roads):
    adjacent = [[] for _ in range(n + 1)]
    for i, (u, v) in enumerate(roads, 1):
        adjacent[u].append((v, i))
        adjacent[v].append((u, i))
    number = [0] * (n + 1)  # discovery number, 0 = not visited
    low = [0] * (n + 1)
    counter = 0
    critical = []
    for root in range(1, n + 1):
        if number[root]:
            continue
        counter += 1
        number[root] = low[root] = counter
        # iterative depth-first search: (village, road used to enter it, iterator over its roads)
        stack = [(root, 0, iter(adjacent[root]))]
        while stack:
            x, came_by, roads_left = stack[-1]
            for y, road in roads_left:
                if road == came_by:
                    continue  # do not go back along the same road
                if number[y]:
                    if number[y] < low[x]:
                        low[x] = number[y]
                else:
                    counter += 1
                    number[y] = low[y] = counter
                    stack.append((y, road, iter(adjacent[y])))
                    break
            else:
                stack.pop()  # x is finished: report to its parent
                if stack:
                    parent = stack[-1][0]
                    if low[x] < low[parent]:
                        low[parent] = low[x]
                    if low[x] > number[parent]:
                        critical.append(came_by)
    critical.sort()
    return critical


def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    numbers = map(int, data[2:2 + 2 * m])
    roads = list(zip(numbers, numbers))
    critical = critical_roads(n, roads)
    print(len(critical))
    if critical:
        print(' '.join(map(str, critical)))


main()
