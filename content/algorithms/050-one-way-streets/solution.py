import sys


def streets_to_add(n, streets):
    leaving = [[] for _ in range(n + 1)]
    for a, b in streets:
        leaving[a].append(b)
    # Tarjan's algorithm with an explicit stack
    number = [0] * (n + 1)  # discovery number, 0 = not visited
    low = [0] * (n + 1)
    comp = [0] * (n + 1)  # component of each intersection, 0 = not assigned
    waiting = []  # visited intersections not yet in a component
    counter = comps = 0
    for root in range(1, n + 1):
        if number[root]:
            continue
        counter += 1
        number[root] = low[root] = counter
        waiting.append(root)
        path = [(root, iter(leaving[root]))]
        while path:
            x, targets = path[-1]
            for y in targets:
                if not number[y]:
                    counter += 1
                    number[y] = low[y] = counter
                    waiting.append(y)
                    path.append((y, iter(leaving[y])))
                    break
                if not comp[y] and number[y] < low[x]:
                    low[x] = number[y]  # y is still waiting for its component
            else:
                path.pop()
                if path:
                    parent = path[-1][0]
                    if low[x] < low[parent]:
                        low[parent] = low[x]
                if low[x] == number[x]:  # x is the first intersection of a component
                    comps += 1
                    while True:
                        y = waiting.pop()
                        comp[y] = comps
                        if y == x:
                            break
    if comps == 1:
        return 0
    has_in = [False] * (comps + 1)
    has_out = [False] * (comps + 1)
    for a, b in streets:
        if comp[a] != comp[b]:
            has_out[comp[a]] = True
            has_in[comp[b]] = True
    sources = has_in.count(False) - 1  # index 0 is not a component
    sinks = has_out.count(False) - 1
    return max(sources, sinks)


def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    numbers = map(int, data[2:2 + 2 * m])
    streets = list(zip(numbers, numbers))
    print(streets_to_add(n, streets))


main()
