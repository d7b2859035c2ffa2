def count_lucky(low, high, k):
    # ways[length][r]: strings of `length` digits (leading zeros allowed) whose digit sum is r modulo k
    ways = [[0] * k for _ in range(19)]  # 18 free positions at most, since n <= 10**18
    ways[0][0] = 1
    for length in range(1, 19):
        for r in range(k):
            if ways[length - 1][r]:
                for d in range(10):
                    ways[length][(r + d) % k] += ways[length - 1][r]

    def count_up_to(n):
        # how many numbers x with 0 <= x <= n have a digit sum divisible by k
        if n < 0:
            return 0
        digits = [int(ch) for ch in str(n)]
        count = 0
        prefix = 0  # digit sum of the prefix shared with n, modulo k
        for pos, digit in enumerate(digits):
            free_positions = len(digits) - pos - 1
            for d in range(digit):
                count += ways[free_positions][-(prefix + d) % k]
            prefix = (prefix + digit) % k
        if prefix == 0:
            count += 1  # n itself
        return count

    return count_up_to(high) - count_up_to(low - 1)


def main():
    low, high, k = map(int, input().split())
    print(count_lucky(low, high, k))


main()
