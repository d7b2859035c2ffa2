import sys


def mouth_flows(downstream, water, questions):
    n = len(downstream) - 1  # lists are indexed from 1; index 0 is unused
    # how many streams flow directly into each stream
    upstream_count = [0] * (n + 1)
    for x in range(1, n + 1):
        upstream_count[downstream[x]] += 1
    flow = water[:]
    # start from the streams nothing flows into; a stream is ready when all its upstream streams are done
    ready = [x for x in range(1, n + 1) if upstream_count[x] == 0]
    for x in ready:  # the list grows while we walk it
        below = downstream[x]
        if below:
            flow[below] += flow[x]
            upstream_count[below] -= 1
            if upstream_count[below] == 0:
                ready.append(below)
    return [flow[x] for x in questions]


def main():
    data = sys.stdin.buffer.read().split()
    n, q = int(data[0]), int(data[1])
    downstream = [0] + [int(x) for x in data[2:2 + n]]
    water = [0] + [int(x) for x in data[2 + n:2 + 2 * n]]
    questions = [int(x) for x in data[2 + 2 * n:2 + 2 * n + q]]
    answers = mouth_flows(downstream, water, questions)
    sys.stdout.write("\n".join(map(str, answers)) + "\n")


main()
