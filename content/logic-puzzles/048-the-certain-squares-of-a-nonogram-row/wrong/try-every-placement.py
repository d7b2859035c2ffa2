# Lists every way to place the blocks that agrees with the known cells, one by one, and compares them all:
# right, but a long row with many blocks has astronomically many placements.
import sys


def main():
    data = sys.stdin.read().split()
    n, k = int(data[0]), int(data[1])
    blocks = [int(v) for v in data[2:2 + k]]
    row = data[2 + k]
    seen_filled = [False] * n
    seen_empty = [False] * n
    found = False
    # an explicit stack of partial placements: (next block, first free cell, starts so far)
    stack = [(0, 0, [])]
    while stack:
        j, free, starts = stack.pop()
        if j == k:
            line = ["."] * n
            for s, b in zip(starts, blocks):
                for c in range(s, s + b):
                    line[c] = "#"
            if all(row[c] == "?" or row[c] == line[c] for c in range(n)):
                found = True
                for c in range(n):
                    if line[c] == "#":
                        seen_filled[c] = True
                    else:
                        seen_empty[c] = True
            continue
        for s in range(free, n - blocks[j] + 1):
            if "#" in row[free:s]:
                break
            if "." not in row[s:s + blocks[j]] and (s + blocks[j] == n or row[s + blocks[j]] != "#"):
                stack.append((j + 1, s + blocks[j] + 1, starts + [s]))
    if not found:
        print("CONTRADICTION")
    else:
        print("".join("?" if seen_filled[c] and seen_empty[c] else "#" if seen_filled[c] else "." for c in range(n)))


main()
