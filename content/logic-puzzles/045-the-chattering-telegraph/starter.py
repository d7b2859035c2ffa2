import sys


def predict(bits, k):
    # bits is the list of the n bits printed so far (each 0 or 1).
    # Return (wheels, following): the fewest wheels of a machine that prints these bits, and a string of
    # the k bits ("0"/"1") that machine prints next.
    return 0, "0" * k


def main():
    data = sys.stdin.read().split()
    n, k = int(data[0]), int(data[1])
    bits = [1 if c == "1" else 0 for c in data[2][:n]]
    length, nxt = predict(bits, k)
    print(length)
    print(nxt)


main()
