import sys


def parity(x):
    return bin(x).count("1") & 1


def predict(bits, k):
    # Berlekamp-Massey over bits: the shortest rule "s[t] = XOR of s[t - i] for the chosen i" that
    # produces the tape. A rule is an integer with bit i set when s[t - i] is chosen (bit 0 always set).
    n = len(bits)
    rule, backup = 1, 1  # the current rule, and the rule before the last change of length
    length, shift = 0, 1
    recent = 0  # bit i is s[t - i], for the position t being checked
    for t in range(n):
        recent = (recent << 1) | bits[t]
        if parity(rule & recent):  # the rule mispredicts s[t]: repair it with the older rule
            previous = rule
            rule ^= backup << shift
            if 2 * length <= t:
                length = t + 1 - length
                backup = previous
                shift = 1
            else:
                shift += 1
        else:
            shift += 1
    # continue the tape with the rule
    taps = rule >> 1  # bit i - 1 set when s[t - i] is chosen
    mask = (1 << length) - 1
    window = 0  # bit i - 1 is s[t - i]
    for t in range(max(0, n - length), n):
        window = ((window << 1) | bits[t]) & mask
    out = []
    for _ in range(k):
        b = parity(taps & window)
        out.append("1" if b else "0")
        window = ((window << 1) | b) & mask
    return length, "".join(out)


def main():
    data = sys.stdin.read().split()
    n, k = int(data[0]), int(data[1])
    bits = [1 if c == "1" else 0 for c in data[2][:n]]
    length, nxt = predict(bits, k)
    print(length)
    print(nxt)


main()
