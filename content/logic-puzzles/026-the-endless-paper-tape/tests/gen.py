import random
import sys

# Prints generated test NN (argv[1]); fixed seeds, so the same test every time.
name = sys.argv[1]
rng = random.Random(1000 + int(name))


def is_prime(n):
    if n < 2:
        return False
    for p in (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37):
        if n % p == 0:
            return n == p
    d, s = n - 1, 0
    while d % 2 == 0:
        d //= 2
        s += 1
    for a in (2, 3, 5, 7, 11, 13, 17):
        x = pow(a, d, n)
        if x in (1, n - 1):
            continue
        for _ in range(s - 1):
            x = x * x % n
            if x == n - 1:
                break
        else:
            return False
    return True


def prime_factors(x):
    found, p = [], 2
    while p * p <= x:
        if x % p == 0:
            found.append(p)
            while x % p == 0:
                x //= p
        p += 1
    if x > 1:
        found.append(x)
    return found


def full_period_primes(count, low, high):
    """Primes in [low, high] for which 1/p repeats with the longest possible loop, p - 1 digits."""
    found = []
    while len(found) < count:
        p = rng.randint(low, high)
        if is_prime(p) and all(pow(10, (p - 1) // r, p) != 1 for r in prime_factors(p - 1)):
            found.append(p)
    return found


def long_loops():
    return full_period_primes(100, 900_000_000, 1_000_000_000)


def mixed():
    nums = full_period_primes(40, 100_000_000, 1_000_000_000)
    nums += [rng.randint(1, 10**9) for _ in range(30)]
    for _ in range(30):
        a, b = rng.randint(0, 12), rng.randint(0, 8)
        base = 2**a * 5**b
        nums.append(base * rng.randint(1, 10**9 // base))
    rng.shuffle(nums)
    return nums


TESTS = {"10": long_loops, "11": mixed}
nums = TESTS[name]()
print(len(nums))
print("\n".join(map(str, nums)))
