# Splits the listings piece by piece (with its own stack, so deep trees do not crash), but looks for each
# piece's root by scanning Botan's listing from the left: on a deep tree whose roots sit at the right end
# of their pieces, that is about n² / 2 steps.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    preorder = [int(x) for x in data[1:1 + n]]
    inorder = [int(x) for x in data[1 + n:1 + 2 * n]]
    # a piece is (start in preorder, start in inorder, size); it is listed as right, left, point reversed
    order = []
    stack = [(0, 0, n)]
    while stack:
        p, q, size = stack.pop()
        if size == 0:
            continue
        root = preorder[p]
        k = q
        while inorder[k] != root:
            k += 1
        left_size = k - q
        order.append(root)
        stack.append((p + 1, q, left_size))
        stack.append((p + 1 + left_size, k + 1, size - 1 - left_size))
    order.reverse()
    print(" ".join(map(str, order)))


main()
