import sys


def small_primes(limit):
    sieve = bytearray([1]) * (limit + 1)
    sieve[0] = sieve[1] = 0
    for i in range(2, int(limit ** 0.5) + 1):
        if sieve[i]:
            sieve[i * i::i] = bytearray(len(range(i * i, limit + 1, i)))
    return [i for i in range(limit + 1) if sieve[i]]


PRIMES = small_primes(31623)  # enough to factor any number up to 10^9


def prime_factors(x):
    """The distinct prime factors of x (x <= 10^9)."""
    found = []
    for p in PRIMES:
        if p * p > x:
            break
        if x % p == 0:
            found.append(p)
            while x % p == 0:
                x //= p
    if x > 1:
        found.append(x)
    return found


def tape(n):
    a = b = 0
    while n % 2 == 0:
        n //= 2
        a += 1
    while n % 5 == 0:
        n //= 5
        b += 1
    s = max(a, b)
    if n == 1:
        return s, 0
    phi = n
    for p in prime_factors(n):
        phi = phi // p * (p - 1)
    # The loop length is the order of 10 modulo n: the smallest p with 10^p = 1 (mod n). It divides phi.
    order = phi
    for r in prime_factors(phi):
        while order % r == 0 and pow(10, order // r, n) == 1:
            order //= r
    return s, order


def main():
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    out = []
    for i in range(1, q + 1):
        s, p = tape(int(data[i]))
        out.append(f"{s} {p}")
    print("\n".join(out))


main()
