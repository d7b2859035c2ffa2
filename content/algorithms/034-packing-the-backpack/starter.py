import sys


def best_packing(capacity, items):
    # Return the largest total value of items (a list of (weight, value) pairs, each used at most once)
    # whose total weight is at most capacity.
    return -1


def main():
    data = sys.stdin.read().split()
    n, capacity = int(data[0]), int(data[1])
    items = [(int(data[2 + 2 * i]), int(data[3 + 2 * i])) for i in range(n)]
    print(best_packing(capacity, items))


main()
