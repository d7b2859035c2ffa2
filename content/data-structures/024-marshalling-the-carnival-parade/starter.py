import sys


def final_parade(n, orders):
    # The floats start in the order 1, 2, ..., n. orders is a list of (a, b) pairs: float a cuts back in
    # directly behind float b (or goes to the front when b is 0).
    # Return the list of the n floats from the front to the back after all the orders.
    return list(range(1, n + 1))


def main():
    data = sys.stdin.buffer.read().split()
    n, q = int(data[0]), int(data[1])
    numbers = map(int, data[2:2 + 2 * q])
    orders = list(zip(numbers, numbers))  # (a, b) pairs
    print(" ".join(map(str, final_parade(n, orders))))


main()
