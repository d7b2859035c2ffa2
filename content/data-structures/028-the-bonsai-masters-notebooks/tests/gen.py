import random
import sys

# Prints generated test NN (argv[1]); fixed seeds, so the same test every time.
name = sys.argv[1]
rng = random.Random(2800 + int(name))
N = 100000


def notebooks(left, right, root):
    """Both listings of the tree (children given by left/right, 0 for none), walked with explicit stacks,
    with the points relabelled by a random permutation of 1..n."""
    n = len(left) - 1
    label = list(range(1, n + 1))
    rng.shuffle(label)
    label = [0] + label
    preorder, stack = [], [root]
    while stack:
        x = stack.pop()
        preorder.append(label[x])
        if right[x]:
            stack.append(right[x])
        if left[x]:
            stack.append(left[x])
    inorder, stack, x = [], [], root
    while stack or x:
        while x:
            stack.append(x)
            x = left[x]
        x = stack.pop()
        inorder.append(label[x])
        x = right[x]
    return f"{n}\n{' '.join(map(str, preorder))}\n{' '.join(map(str, inorder))}"


def random_bonsai():
    # The shape of a search tree filled in random order: bushy, about 40 levels deep.
    left, right = [0] * (N + 1), [0] * (N + 1)
    keys = list(range(1, N + 1))
    rng.shuffle(keys)
    root = keys[0]
    for key in keys[1:]:
        x = root
        while True:
            if key < x:
                if not left[x]:
                    left[x] = key
                    break
                x = left[x]
            else:
                if not right[x]:
                    right[x] = key
                    break
                x = right[x]
    return notebooks(left, right, root)


def leaning_left():
    # A left spine of 80000 points with short right twigs: the root comes late in Botan's listing, and so
    # does the root of every piece below it.
    left, right = [0] * (N + 1), [0] * (N + 1)
    spine = 80000
    for x in range(1, spine):
        left[x] = x + 1
    for x in range(spine + 1, N + 1):
        parent = rng.randint(1, x - 1)
        while left[parent] and right[parent]:
            parent = rng.randint(1, x - 1)
        if not right[parent]:
            right[parent] = x
        else:
            left[parent] = x
    return notebooks(left, right, 1)


def zigzag():
    # One chain through all 100000 points, turning left nine times out of ten.
    left, right = [0] * (N + 1), [0] * (N + 1)
    for x in range(1, N):
        if rng.random() < 0.9:
            left[x] = x + 1
        else:
            right[x] = x + 1
    return notebooks(left, right, 1)


TESTS = {"09": random_bonsai, "10": leaning_left, "11": zigzag}

print(TESTS[name]())
