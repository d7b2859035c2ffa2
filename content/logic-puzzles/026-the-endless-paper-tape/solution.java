import java.io.*;
import java.util.*;

public class Main {
    static final int LIMIT = 31623; // enough to factor any number up to 10^9
    static int[] primes;

    static void sieve() {
        boolean[] composite = new boolean[LIMIT + 1];
        List<Integer> list = new ArrayList<>();
        for (int i = 2; i <= LIMIT; i++) {
            if (composite[i]) continue;
            list.add(i);
            for (long j = (long) i * i; j <= LIMIT; j += i) composite[(int) j] = true;
        }
        primes = new int[list.size()];
        for (int i = 0; i < primes.length; i++) primes[i] = list.get(i);
    }

    /** The distinct prime factors of x. */
    static List<Long> primeFactors(long x) {
        List<Long> found = new ArrayList<>();
        for (int prime : primes) {
            long p = prime;
            if (p * p > x) break;
            if (x % p == 0) {
                found.add(p);
                while (x % p == 0) x /= p;
            }
        }
        if (x > 1) found.add(x);
        return found;
    }

    static long powerMod(long base, long e, long m) {
        long result = 1 % m;
        base %= m;
        while (e > 0) {
            if ((e & 1) == 1) result = result * base % m;
            base = base * base % m;
            e >>= 1;
        }
        return result;
    }

    static long[] tape(long n) {
        int a = 0, b = 0;
        while (n % 2 == 0) { n /= 2; a++; }
        while (n % 5 == 0) { n /= 5; b++; }
        long s = Math.max(a, b);
        if (n == 1) return new long[] {s, 0};
        long phi = n;
        for (long p : primeFactors(n)) phi = phi / p * (p - 1);
        // The loop length is the order of 10 modulo n; it divides phi.
        long order = phi;
        for (long r : primeFactors(phi)) {
            while (order % r == 0 && powerMod(10, order / r, n) == 1) order /= r;
        }
        return new long[] {s, order};
    }

    public static void main(String[] args) throws IOException {
        sieve();
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int q = Integer.parseInt(in.readLine().trim());
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < q; i++) {
            long[] answer = tape(Long.parseLong(in.readLine().trim()));
            out.append(answer[0]).append(' ').append(answer[1]).append('\n');
        }
        System.out.print(out);
    }
}
