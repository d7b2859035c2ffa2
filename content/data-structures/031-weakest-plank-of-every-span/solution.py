import sys


def sum_of_weakest(s):
    n = len(s)
    # left[i]: planks from i back to just after the nearest strictly weaker plank on the left
    left = [0] * n
    stack = []
    for i in range(n):
        while stack and s[stack[-1]] >= s[i]:
            stack.pop()
        left[i] = i - stack[-1] if stack else i + 1
        stack.append(i)
    # right[i]: planks from i up to just before the nearest weaker-or-equal plank on the right
    total = 0
    stack = []
    for i in range(n - 1, -1, -1):
        while stack and s[stack[-1]] > s[i]:
            stack.pop()
        right = stack[-1] - i if stack else n - i
        total += s[i] * left[i] * right
        stack.append(i)
    return total


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    s = [int(x) for x in data[1:1 + n]]
    print(sum_of_weakest(s))


main()
