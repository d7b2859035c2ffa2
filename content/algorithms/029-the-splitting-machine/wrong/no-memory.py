# Follows every pile the machine makes, without remembering sizes already counted: right, but the same
# sizes come back again and again, and a pile of 10^18 makes billions of splits.
import sys


def splits(n):
    if n == 0:
        return 0
    return 1 + splits(n // 2) + splits(n // 3)


def main():
    data = sys.stdin.read().split()
    q = int(data[0])
    print("\n".join(str(splits(int(v))) for v in data[1:1 + q]))


main()
