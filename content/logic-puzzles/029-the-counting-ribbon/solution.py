import sys


def locate(k):
    # Skip whole groups of numbers with the same count of digits: d-digit numbers start at 10^(d-1),
    # there are 9 * 10^(d-1) of them, and together they take 9 * 10^(d-1) * d digits.
    d, count, start = 1, 9, 1
    while k > d * count:
        k -= d * count
        d += 1
        count *= 10
        start *= 10
    number = start + (k - 1) // d
    digit = str(number)[(k - 1) % d]
    return digit, number


def main():
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    out = []
    for i in range(1, q + 1):
        digit, number = locate(int(data[i]))
        out.append(f"{digit} {number}")
    print("\n".join(out))


main()
