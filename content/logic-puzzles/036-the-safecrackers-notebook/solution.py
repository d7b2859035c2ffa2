import sys
from collections import Counter


def possible_combinations(length, digits, tries):
    # Clicks add up dial by dial, so split the dials into a left half and a right half. A half-combination
    # is summed up by its clicks for every try, packed into one number (base length + 1, one place per
    # try; no place can overflow). A full combination fits when its halves' numbers add up to the
    # notebook's clicks packed the same way.
    base = length + 1
    target = sum(clicks * base ** j for j, (_, clicks) in enumerate(tries))

    def half_keys(dials):
        keys = [0]
        for dial in dials:
            gain = [sum(base ** j for j, (guess, _) in enumerate(tries) if guess[dial] == d) for d in range(digits)]
            keys = [key + g for key in keys for g in gain]
        return keys

    middle = length // 2
    left = Counter(half_keys(range(middle)))
    return sum(left[target - key] for key in half_keys(range(middle, length)))


def main():
    data = sys.stdin.read().split()
    length, digits, g = int(data[0]), int(data[1]), int(data[2])
    tries = [([int(c) for c in data[3 + 2 * j]], int(data[4 + 2 * j])) for j in range(g)]
    print(possible_combinations(length, digits, tries))


main()
