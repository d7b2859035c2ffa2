def count_ways(n):
    prev, cur = 1, 1  # ways(0) and ways(1)
    for _ in range(2, n + 1):
        prev, cur = cur, prev + cur
    return cur


def main():
    n = int(input())
    print(count_ways(n))


main()
