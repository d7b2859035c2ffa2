import sys


def count_runs(results, k):
    seen = {0: 1}  # prefix sum -> how many of the earlier prefixes have it
    prefix = 0
    count = 0
    for value in results:
        prefix += value
        count += seen.get(prefix - k, 0)
        seen[prefix] = seen.get(prefix, 0) + 1
    return count


def main():
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    results = [int(x) for x in data[2:2 + n]]
    print(count_runs(results, k))


main()
