# Stops at a strictly weaker plank on both sides, so a span whose weakest strength appears on several of
# its planks is counted once for each of them.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    s = [int(x) for x in data[1:1 + n]]
    left = [0] * n
    stack = []
    for i in range(n):
        while stack and s[stack[-1]] >= s[i]:
            stack.pop()
        left[i] = i - stack[-1] if stack else i + 1
        stack.append(i)
    total = 0
    stack = []
    for i in range(n - 1, -1, -1):
        while stack and s[stack[-1]] >= s[i]:
            stack.pop()
        right = stack[-1] - i if stack else n - i
        total += s[i] * left[i] * right
        stack.append(i)
    print(total)


main()
