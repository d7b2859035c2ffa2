import sys


def fairest_split(a):
    total = sum(a)
    # The yes/no table of reachable sums, stored as the bits of one big integer:
    # bit x is set when some subset of the treasures seen so far is worth exactly x.
    # Adding treasure w makes x + w reachable for every reachable x: a shift and an OR.
    reachable = 1
    for w in a:
        reachable |= reachable << w
    best = total // 2  # the smaller share is at most half of the total
    while not reachable >> best & 1:
        best -= 1
    return total - 2 * best


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    a = [int(x) for x in data[1:1 + n]]
    print(fairest_split(a))


main()
