import sys

MOD = (1 << 61) - 1  # a prime: hashes modulo it almost never collide by accident
BASE = 911382323947  # any fixed number well above the alphabet and below MOD


def longest_refrain(song):
    n = len(song)
    prefix = [0] * (n + 1)  # prefix[i]: hash of the first i notes
    power = [1] * (n + 1)
    for i, note in enumerate(song):
        prefix[i + 1] = (prefix[i] * BASE + note) % MOD
        power[i + 1] = power[i] * BASE % MOD

    def hashes(length):
        """The hashes of all stretches of the given length, by starting position."""
        shift = power[length]
        return [(b - a * shift) % MOD for a, b in zip(prefix, prefix[length:])]

    # Whenever some stretch of length L is sung twice, so is a stretch of length L - 1 (drop its last note):
    # binary search for the longest length with a repeat.
    low, high = 0, n - 1
    while low < high:
        middle = (low + high + 1) // 2
        found = hashes(middle)
        if len(set(found)) < len(found):
            low = middle
        else:
            high = middle - 1
    if low == 0:
        return None
    first = {}
    best = n
    for i, value in enumerate(hashes(low)):
        j = first.setdefault(value, i)
        if j != i and j < best:
            best = j
    return low, best + 1


def main():
    data = sys.stdin.buffer.read().split()
    song = data[1]
    answer = longest_refrain(song)
    print("NONE" if answer is None else f"{answer[0]} {answer[1]}")


main()
