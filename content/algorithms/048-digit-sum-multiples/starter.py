def count_lucky(low, high, k):
    # Return how many numbers x with low <= x <= high have a digit sum divisible by k.
    return 0


def main():
    low, high, k = map(int, input().split())
    print(count_lucky(low, high, k))


main()
