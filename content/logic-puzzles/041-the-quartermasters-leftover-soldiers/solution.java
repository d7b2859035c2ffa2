import java.io.*;

public class Main {
    static long gcd(long a, long b) {
        while (b != 0) {
            long t = a % b;
            a = b;
            b = t;
        }
        return a;
    }

    // The inverse of x modulo m (x and m share no factor, m >= 1), by the extended Euclidean algorithm.
    static long inverse(long x, long m) {
        long oldR = x % m, r = m, oldS = 1, s = 0;
        while (r != 0) {
            long q = oldR / r, t;
            t = oldR - q * r;
            oldR = r;
            r = t;
            t = oldS - q * s;
            oldS = s;
            s = t;
        }
        return ((oldS % m) + m) % m;
    }

    /**
     * Report i: in rows of m[i] soldiers, r[i] are left over. Returns the smallest number (0 or more) that
     * fits every report, or -1 when no number does. Merges the reports one by one: after some of them, the
     * numbers that fit are exactly those that leave remainder a when divided by M (the least common
     * multiple of their row sizes).
     */
    static long fewestSoldiers(long[] m, long[] r) {
        long a = 0, M = 1;
        for (int i = 0; i < m.length; i++) {
            long g = gcd(M, m[i]);
            long diff = r[i] - a % m[i]; // a can exceed m[i]; only its remainder matters
            if (diff % g != 0) return -1; // the conditions disagree on the remainder modulo g
            // a + M*k leaves remainder r modulo m  <=>  (M/g)*k = (r-a)/g  (modulo m/g)
            long step = m[i] / g;
            long need = ((diff / g) % step + step) % step;
            long k = need * inverse((M / g) % step, step) % step; // both factors below 10^9
            a += M * k; // a < M and k < step, so a + M*k < M*step, the new M, at most 10^18
            M *= step;
        }
        return a;
    }

    // A small fast reader of whitespace-separated integers.
    static final DataInputStream IN = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));

    static long nextLong() throws IOException {
        int b = IN.read();
        while (b != '-' && (b < '0' || b > '9')) b = IN.read();
        boolean negative = b == '-';
        if (negative) b = IN.read();
        long x = 0;
        while (b >= '0' && b <= '9') {
            x = x * 10 + (b - '0');
            b = IN.read();
        }
        return negative ? -x : x;
    }

    public static void main(String[] args) throws IOException {
        int n = (int) nextLong();
        long[] m = new long[n], r = new long[n];
        for (int i = 0; i < n; i++) {
            m[i] = nextLong();
            r[i] = nextLong();
        }
        long answer = fewestSoldiers(m, r);
        System.out.println(answer < 0 ? "IMPOSSIBLE" : String.valueOf(answer));
    }
}
