import sys


def fewest_minutes(times):
    t = sorted(times)
    total = 0
    left = len(t)  # hikers t[0..left-1] are still on the near side, with the lantern
    while left > 3:
        fastest, second, slow, slowest = t[0], t[1], t[left - 2], t[left - 1]
        # Move the two slowest across and bring the lantern back, in the cheaper of two ways:
        # the fastest escorts each of them, or the two slowest cross together.
        escort = 2 * fastest + slow + slowest
        pair_up = fastest + 2 * second + slowest
        total += min(escort, pair_up)
        left -= 2
    if left == 3:
        total += t[0] + t[1] + t[2]
    elif left == 2:
        total += t[1]
    else:
        total += t[0]
    return total


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    times = [int(x) for x in data[1:1 + n]]
    print(fewest_minutes(times))


main()
