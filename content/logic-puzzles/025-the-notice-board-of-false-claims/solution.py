import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    exactly = [0] * (n + 2)
    at_least = [0] * (n + 2)
    at_most = [0] * (n + 2)
    kinds = {b"EXACTLY": exactly, b"ATLEAST": at_least, b"ATMOST": at_most}
    for i in range(n):
        kinds[data[1 + 2 * i]][int(data[2 + 2 * i])] += 1
    # With f false notes, the right claims are: EXACTLY f, ATLEAST x for x <= f, ATMOST x for x >= f.
    consistent = []
    at_least_up_to = 0
    at_most_from = sum(at_most)
    for f in range(n + 1):
        at_least_up_to += at_least[f]
        if f > 0:
            at_most_from -= at_most[f - 1]
        right = exactly[f] + at_least_up_to + at_most_from
        if n - right == f:
            consistent.append(f)
    if consistent:
        print(len(consistent), consistent[0], consistent[-1])
    else:
        print("PARADOX")


main()
