import { describe, expect, it } from 'vitest';
import { comparePairs, fingerprint, fragmentsOf } from './compare';
import { tokenize } from './tokenize';

/**
 * The similarity method on its own: a copy with its names, comments and layout changed ranks first, well
 * above independent solutions of the same task, which stay below the threshold; the fragments name the
 * copied lines; languages are not compared with each other.
 */

const ORIGINAL = `import sys

def count_primes(limit):
    # sieve of Eratosthenes
    is_prime = [True] * (limit + 1)
    is_prime[0] = is_prime[1] = False
    for number in range(2, int(limit ** 0.5) + 1):
        if is_prime[number]:
            for multiple in range(number * number, limit + 1, number):
                is_prime[multiple] = False
    return sum(is_prime)

def main():
    limit = int(sys.stdin.readline())
    print(count_primes(limit))

main()
`;

/** The original with every name changed, comments rewritten, blank lines and spacing moved. */
const RENAMED = `import sys


def how_many(n):
    """Counts the primes up to n."""
    flags = [True]*(n+1)
    flags[0] = flags[1] = False
    for i in range(2, int(n**0.5)+1):
        if flags[i]:
            for j in range(i*i, n+1, i):   # cross out
                flags[j] = False
    return sum(flags)


def main():
    n = int(sys.stdin.readline())
    print(how_many(n))

main()
`;

const TRIAL_DIVISION = `n = int(input())
total = 0
for candidate in range(2, n + 1):
    divisor = 2
    prime = True
    while divisor * divisor <= candidate:
        if candidate % divisor == 0:
            prime = False
            break
        divisor += 1
    if prime:
        total += 1
print(total)
`;

const WITH_LIST = `import sys
data = sys.stdin.read().split()
n = int(data[0])
primes = []
k = 2
while k <= n:
    if all(k % p for p in primes if p * p <= k):
        primes.append(k)
    k += 1
print(len(primes))
`;

const python = (id: number, code: string) => ({ id, language: 'python' as const, code });

describe('comparePairs', () => {
  it('ranks a renamed copy first, far above independent solutions, which stay under the threshold', () => {
    const all = comparePairs(
      [python(1, ORIGINAL), python(2, TRIAL_DIVISION), python(3, RENAMED), python(4, WITH_LIST)],
      0,
    );
    expect(all[0]).toMatchObject({ a: 1, b: 3 });
    expect(all[0]?.similarity).toBeGreaterThan(0.75); // not 1: the copy's docstring is new
    for (const pair of all.slice(1)) expect(pair.similarity).toBeLessThan(0.3);

    const listed = comparePairs([
      python(1, ORIGINAL),
      python(2, TRIAL_DIVISION),
      python(3, RENAMED),
      python(4, WITH_LIST),
    ]);
    expect(listed.map((pair) => [pair.a, pair.b])).toEqual([[1, 3]]);
  });

  it('compares solutions only with those in the same language', () => {
    const pairs = comparePairs([python(1, ORIGINAL), { id: 2, language: 'javascript', code: ORIGINAL }], 0);
    expect(pairs).toEqual([]);
  });

  it('points the fragments at the copied lines of both', () => {
    const a = fingerprint(python(1, ORIGINAL));
    const b = fingerprint(python(2, RENAMED));
    const fragments = fragmentsOf(a, b);
    expect(fragments.length).toBeGreaterThan(0);
    const first = fragments[0];
    // The function's body: lines 3–11 of the original, 4–12 of the copy (its docstring is one more line).
    expect(first?.aLines[0]).toBeLessThanOrEqual(5);
    expect(first?.bLines[0]).toBeLessThanOrEqual(6);
    const lastA = Math.max(...fragments.map((fragment) => fragment.aLines[1]));
    const lastB = Math.max(...fragments.map((fragment) => fragment.bLines[1]));
    expect(lastA).toBeGreaterThanOrEqual(15);
    expect(lastB).toBeGreaterThanOrEqual(17);
    for (const fragment of fragments) {
      expect(fragment.aLines[0]).toBeLessThanOrEqual(fragment.aLines[1]);
      expect(fragment.bLines[0]).toBeLessThanOrEqual(fragment.bLines[1]);
    }
  });

  it('compares 200 solutions in well under a second', () => {
    const solutions = Array.from({ length: 200 }, (_, id) =>
      python(id + 1, id % 2 === 0 ? ORIGINAL.replaceAll('limit', `limit${id}`) : TRIAL_DIVISION.repeat(2)),
    );
    const started = performance.now();
    comparePairs(solutions);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('tokenize', () => {
  it('drops comments and layout and keeps the shape in every language', () => {
    const kinds = (language: Parameters<typeof tokenize>[0], code: string) =>
      tokenize(language, code).map((token) => token.kind);
    expect(kinds('c', '/* a */ int total = 42; // b\nreturn "x";')).toEqual([
      'int',
      'id',
      '=',
      'num',
      ';',
      'return',
      'str',
      ';',
    ]);
    expect(kinds('java', 'x += y >>> 2;')).toEqual(['id', '+=', 'id', '>>>', 'num', ';']);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: JavaScript source, as text
    expect(kinds('javascript', 'const s = `a\n${b}`; // c')).toEqual(['const', 'id', '=', 'str', ';']);
    expect(kinds('python', "a //= 2  # halve\n'''doc\nstring'''\nb")).toEqual([
      'id',
      '//=',
      'num',
      'str',
      'id',
    ]);
    expect(kinds('cpp', 'std::cout << v;')).toEqual(['std', '::', 'cout', '<<', 'id', ';']);
    expect(tokenize('python', "x = 1\n\n'''two\nlines'''\ny").map((token) => token.line)).toEqual([
      1, 1, 1, 3, 5,
    ]);
  });
});
