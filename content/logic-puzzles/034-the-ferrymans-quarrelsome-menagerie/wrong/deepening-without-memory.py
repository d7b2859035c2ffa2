# Tries every plan of 1 crossing, then of 2, then of 3, ... without remembering which situations it has
# already met: right, but the number of plans explodes long before the answer is 19 crossings.
import sys


def main():
    data = sys.stdin.read().split()
    n, capacity, m = int(data[0]), int(data[1]), int(data[2])
    everyone = (1 << n) - 1
    enemies = [0] * n
    for i in range(m):
        a, b = int(data[3 + 2 * i]) - 1, int(data[4 + 2 * i]) - 1
        enemies[a] |= 1 << b
        enemies[b] |= 1 << a

    def peaceful(group):
        return all(not (group >> i & 1 and enemies[i] & group) for i in range(n))

    def reaches_goal(west, side, crossings_left):
        if west == 0 and side == 1:
            return True
        if crossings_left == 0:
            return False
        here = west if side == 0 else everyone & ~west
        group = here
        while True:
            if bin(group).count("1") <= capacity:
                new_west = west & ~group if side == 0 else west | group
                left_behind = new_west if side == 0 else everyone & ~new_west
                if peaceful(left_behind) and reaches_goal(new_west, 1 - side, crossings_left - 1):
                    return True
            if group == 0:
                return False
            group = (group - 1) & here

    # a shortest plan never repeats a situation, so it is shorter than the number of situations
    for limit in range(1 << (n + 1)):
        if reaches_goal(everyone, 0, limit):
            print(limit)
            return
    print(-1)


main()
