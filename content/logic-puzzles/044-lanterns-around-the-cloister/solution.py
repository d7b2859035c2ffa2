import sys


def lanterns_after(n, t, lit):
    # One minute replaces every lantern by the XOR of its two neighbours. Doing that 2^k times in a row
    # gives the XOR of the lanterns 2^k places to each side (the middle terms cancel in pairs), so t
    # minutes are a handful of such jumps, one per binary digit of t.
    state = [1 if c == "1" else 0 for c in lit]
    jump = 1
    while t:
        if t & 1:
            d = jump % n
            state = [state[i - d] ^ state[(i + d) % n] for i in range(n)]
        t >>= 1
        jump *= 2
    return "".join("1" if v else "0" for v in state)


def main():
    data = sys.stdin.read().split()
    n, t = int(data[0]), int(data[1])
    print(lanterns_after(n, t, data[2]))


main()
