import sys


def largest_billboard(widths, heights):
    best = 0
    stack = []  # (left edge, height): heights strictly rise from bottom to top
    x = 0
    for w, h in zip(widths, heights):
        start = x
        while stack and stack[-1][1] >= h:
            left, top = stack.pop()
            area = top * (x - left)
            if area > best:
                best = area
            start = left
        stack.append((start, h))
        x += w
    for left, top in stack:
        area = top * (x - left)
        if area > best:
            best = area
    return best


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    widths = list(map(int, data[1:1 + 2 * n:2]))
    heights = list(map(int, data[2:2 + 2 * n:2]))
    print(largest_billboard(widths, heights))


main()
