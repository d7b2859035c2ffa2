import sys


def deduce(n, blocks, row):
    # Work on the row with one extra empty cell at the end. It is cut, from left to right, into pieces:
    # a single empty cell, or block j followed by one empty cell.
    k = len(blocks)
    cells = row + "."
    dots = [0] * (n + 2)  # dots[i]: how many of the first i cells are known empty
    for i in range(n + 1):
        dots[i + 1] = dots[i] + (cells[i] == ".")

    def fits(s, j):
        # block j can start at s: its cells are not known empty and the cell after it is not known filled
        b = blocks[j]
        return s + b <= n and dots[s + b] == dots[s] and cells[s + b] != "#"

    # pre[i][j]: the first i cells can hold exactly blocks 0..j-1; suf[i][j]: cells i.. can hold blocks j..
    pre = [bytearray(k + 1) for _ in range(n + 2)]
    pre[0][0] = 1
    for i in range(n + 1):
        here = pre[i]
        for j in range(k + 1):
            if here[j]:
                if cells[i] != "#":
                    pre[i + 1][j] = 1
                if j < k and fits(i, j):
                    pre[i + blocks[j] + 1][j + 1] = 1
    if not pre[n + 1][k]:
        return "CONTRADICTION"
    suf = [bytearray(k + 1) for _ in range(n + 2)]
    suf[n + 1][k] = 1
    for i in range(n, -1, -1):
        here = suf[i]
        for j in range(k + 1):
            if cells[i] != "#" and suf[i + 1][j]:
                here[j] = 1
            elif j < k and fits(i, j) and suf[i + blocks[j] + 1][j + 1]:
                here[j] = 1

    can_fill = [0] * (n + 2)  # a difference array: +1 where a possible block starts, -1 after its end
    can_empty = [False] * n
    for i in range(n):
        for j in range(k + 1):
            if not pre[i][j]:
                continue
            if cells[i] != "#" and suf[i + 1][j]:
                can_empty[i] = True  # cell i is a lone empty cell between blocks j-1 and j
            if j < k and fits(i, j) and suf[i + blocks[j] + 1][j + 1]:
                can_fill[i] += 1  # block j can sit at i..i+b-1, with an empty cell after it
                can_fill[i + blocks[j]] -= 1
                if i + blocks[j] < n:
                    can_empty[i + blocks[j]] = True
    out = []
    covered = 0
    for i in range(n):
        covered += can_fill[i]
        if covered > 0 and can_empty[i]:
            out.append("?")
        elif covered > 0:
            out.append("#")
        else:
            out.append(".")
    return "".join(out)


def main():
    data = sys.stdin.read().split()
    n, k = int(data[0]), int(data[1])
    blocks = [int(v) for v in data[2:2 + k]]
    row = data[2 + k]
    print(deduce(n, blocks, row))


main()
