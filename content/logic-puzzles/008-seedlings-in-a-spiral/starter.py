import sys


def position(n):
    # Return (x, y), where seedling n stands.
    return 0, 0


def main():
    data = sys.stdin.read().split()
    q = int(data[0])
    out = []
    for i in range(q):
        x, y = position(int(data[1 + i]))
        out.append(f"{x} {y}")
    print("\n".join(out))


main()
