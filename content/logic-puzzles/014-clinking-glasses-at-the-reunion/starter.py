import sys


def guests(k):
    # Return the number of guests whose reunion gives exactly k clinks, or None if there is none.
    return None


def main():
    data = sys.stdin.read().split()
    q = int(data[0])
    out = []
    for text in data[1:1 + q]:
        n = guests(int(text))
        out.append("MISCOUNTED" if n is None else str(n))
    print("\n".join(out))


main()
