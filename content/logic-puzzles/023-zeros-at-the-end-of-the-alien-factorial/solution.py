import sys


def small_primes(limit):
    sieve = bytearray([1]) * (limit + 1)
    sieve[0] = sieve[1] = 0
    for i in range(2, int(limit ** 0.5) + 1):
        if sieve[i]:
            sieve[i * i::i] = bytearray(len(range(i * i, limit + 1, i)))
    return [i for i in range(limit + 1) if sieve[i]]


PRIMES = small_primes(31623)  # enough to factor any base up to 10^9


def factorize(b):
    """The prime factorisation of b as a list of (prime, exponent)."""
    found = []
    for p in PRIMES:
        if p * p > b:
            break
        if b % p == 0:
            e = 0
            while b % p == 0:
                b //= p
                e += 1
            found.append((p, e))
    if b > 1:
        found.append((b, 1))
    return found


def trailing_zeros(n, b):
    best = None
    for p, e in factorize(b):
        count = 0  # how many times p divides n! (Legendre's formula)
        m = n
        while m:
            m //= p
            count += m
        copies = count // e
        if best is None or copies < best:
            best = copies
    return best


def main():
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    out = []
    for i in range(q):
        out.append(str(trailing_zeros(int(data[1 + 2 * i]), int(data[2 + 2 * i]))))
    print("\n".join(out))


main()
