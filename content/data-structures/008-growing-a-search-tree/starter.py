import sys


def preorder_after_inserting(numbers):
    # Insert the numbers, in this order, into an empty binary search tree.
    # Return the list of numbers in preorder (node, left subtree, right subtree).
    return []


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    numbers = [int(x) for x in data[1:1 + n]]
    print(" ".join(map(str, preorder_after_inserting(numbers))))


main()
