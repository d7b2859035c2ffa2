import sys


def largest_billboard(widths, heights):
    # Building i (from west to east) is widths[i] metres wide and heights[i] metres tall.
    # Return the largest area, in square metres, of a billboard that fits (see the statement).
    return 0


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    widths = list(map(int, data[1:1 + 2 * n:2]))
    heights = list(map(int, data[2:2 + 2 * n:2]))
    print(largest_billboard(widths, heights))


main()
