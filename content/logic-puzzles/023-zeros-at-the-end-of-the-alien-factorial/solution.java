import java.io.*;
import java.util.*;

public class Main {
    static final int LIMIT = 31623; // enough to factor any base up to 10^9
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

    /** How many times the prime p divides n! (Legendre's formula). */
    static long countInFactorial(long n, long p) {
        long count = 0;
        while (n > 0) {
            n /= p;
            count += n;
        }
        return count;
    }

    static long trailingZeros(long n, long b) {
        long best = Long.MAX_VALUE;
        for (int prime : primes) {
            long p = prime;
            if (p * p > b) break;
            if (b % p != 0) continue;
            int e = 0;
            while (b % p == 0) {
                b /= p;
                e++;
            }
            best = Math.min(best, countInFactorial(n, p) / e);
        }
        if (b > 1) best = Math.min(best, countInFactorial(n, b));
        return best;
    }

    public static void main(String[] args) throws IOException {
        sieve();
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int q = Integer.parseInt(in.readLine().trim());
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < q; i++) {
            StringTokenizer st = new StringTokenizer(in.readLine());
            long n = Long.parseLong(st.nextToken());
            long b = Long.parseLong(st.nextToken());
            out.append(trailingZeros(n, b)).append('\n');
        }
        System.out.print(out);
    }
}
