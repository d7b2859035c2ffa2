import sys


def postorder(preorder, inorder):
    n = len(preorder)
    left = [0] * (n + 1)  # 0: no child
    right = [0] * (n + 1)
    # Rebuild the children. The stack holds the points whose right child is still unknown, deepest on top;
    # j walks through the inorder listing.
    stack = [preorder[0]]
    j = 0
    for point in preorder[1:]:
        if stack[-1] != inorder[j]:
            # the top's left branch is not finished, so point starts it
            left[stack[-1]] = point
        else:
            # the points on top are finished up to their right branch: point is the right child of the
            # last one that matches the inorder listing
            while stack and stack[-1] == inorder[j]:
                parent = stack.pop()
                j += 1
            right[parent] = point
        stack.append(point)
    # List point, right, left with a stack; reversed, that is left, right, point: postorder.
    order = []
    stack = [preorder[0]]
    while stack:
        point = stack.pop()
        order.append(point)
        if left[point]:
            stack.append(left[point])
        if right[point]:
            stack.append(right[point])
    order.reverse()
    return order


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    preorder = [int(x) for x in data[1:1 + n]]
    inorder = [int(x) for x in data[1 + n:1 + 2 * n]]
    print(" ".join(map(str, postorder(preorder, inorder))))


main()
