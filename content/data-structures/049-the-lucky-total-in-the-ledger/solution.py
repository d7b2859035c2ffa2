import sys


def lucky_stretches(k, amounts):
    seen = {0: 1}  # running total -> how many prefixes (including the empty one) reached it
    total = 0
    count = 0
    for amount in amounts:
        total += amount
        count += seen.get(total - k, 0)
        seen[total] = seen.get(total, 0) + 1
    return count


def main():
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    amounts = list(map(int, data[2:2 + n]))
    print(lucky_stretches(k, amounts))


main()
