import java.io.*;
import java.util.*;

public class Main {
    static long gcd(long a, long b) {
        while (b != 0) {
            long t = a % b;
            a = b;
            b = t;
        }
        return a;
    }

    /**
     * Inclusion-exclusion over all non-empty groups of bells. A group whose lcm exceeds n contributes
     * nothing, and neither does any larger group containing it; 0 marks such an lcm. Partial sums may
     * overflow a long, but wrap-around arithmetic still ends at the right count.
     */
    static long chimingSeconds(long n, long[] bells) {
        int k = bells.length;
        long[] lcm = new long[1 << k];
        lcm[0] = 1;
        long total = 0;
        for (int mask = 1; mask < (1 << k); mask++) {
            int low = mask & -mask;
            long prev = lcm[mask ^ low];
            long bell = bells[Integer.numberOfTrailingZeros(mask)];
            if (prev == 0) continue;
            long part = prev / gcd(prev, bell);
            if (part > n / bell) continue;
            long value = part * bell;
            if (value > n) continue;
            lcm[mask] = value;
            if (Integer.bitCount(mask) % 2 == 1) total += n / value;
            else total -= n / value;
        }
        return total;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        long n = Long.parseLong(st.nextToken());
        int k = Integer.parseInt(st.nextToken());
        st = new StringTokenizer(in.readLine());
        long[] bells = new long[k];
        for (int i = 0; i < k; i++) bells[i] = Long.parseLong(st.nextToken());
        System.out.println(chimingSeconds(n, bells));
    }
}
