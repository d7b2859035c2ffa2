import sys


def preorder_after_inserting(numbers):
    left = [-1] * len(numbers)
    right = [-1] * len(numbers)
    for new in range(1, len(numbers)):
        node = 0
        while True:
            children = left if numbers[new] < numbers[node] else right
            if children[node] == -1:
                children[node] = new
                break
            node = children[node]
    # An explicit stack instead of recursion: a tree grown from sorted input is one long path.
    order = []
    stack = [0]
    while stack:
        node = stack.pop()
        order.append(numbers[node])
        if right[node] != -1:
            stack.append(right[node])
        if left[node] != -1:
            stack.append(left[node])
    return order


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    numbers = [int(x) for x in data[1:1 + n]]
    print(" ".join(map(str, preorder_after_inserting(numbers))))


main()
