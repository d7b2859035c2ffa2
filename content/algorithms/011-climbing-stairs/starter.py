def count_ways(n):
    # Return the number of different ways to climb n steps, 1 or 2 steps at a time.
    return 0


def main():
    n = int(input())
    print(count_ways(n))


main()
