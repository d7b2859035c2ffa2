import sys


def postorder(preorder, inorder):
    # preorder and inorder are the two listings of the same tree (the numbers 1..n).
    # Return the list of the n points in postorder.
    return preorder


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    preorder = [int(x) for x in data[1:1 + n]]
    inorder = [int(x) for x in data[1 + n:1 + 2 * n]]
    print(" ".join(map(str, postorder(preorder, inorder))))


main()
