import java.io.*;

public class Main {
    // Hashes of stretches modulo the prime 2^61 - 1 (accidental collisions are vanishingly rare), and a
    // binary search on the length: if some stretch of length L is sung twice, so is one of length L - 1.
    static final long MOD = (1L << 61) - 1;
    static final long BASE = 25214903917L;
    static final int TABLE = 1 << 18; // a power of two above twice the longest song

    static long[] keys = new long[TABLE];
    static int[] first = new int[TABLE], stamp = new int[TABLE]; // stamp: the round a slot was filled in
    static int roundNumber;
    static int n;
    static long[] prefix, power;

    static long mulmod(long a, long b) {
        long hi = Math.multiplyHigh(a, b), lo = a * b; // the 122-bit product is hi * 2^64 + lo
        long r = (lo & MOD) + ((lo >>> 61) | (hi << 3));
        r = (r & MOD) + (r >>> 61);
        return r >= MOD ? r - MOD : r;
    }

    /** The smallest position whose stretch of this length is sung again later, or -1; with stopEarly,
     * the first repeat found (some position, not necessarily the smallest). */
    static int repeatOfLength(int length, boolean stopEarly) {
        roundNumber++;
        int best = -1;
        for (int i = 0; i + length <= n; i++) {
            long h = prefix[i + length] - mulmod(prefix[i], power[length]);
            if (h < 0) h += MOD;
            int slot = (int) ((h * 0x9E3779B97F4A7C15L) >>> 46);
            while (stamp[slot] == roundNumber && keys[slot] != h) slot = (slot + 1) & (TABLE - 1);
            if (stamp[slot] == roundNumber) {
                if (stopEarly) return first[slot];
                if (best < 0 || first[slot] < best) best = first[slot];
            } else {
                stamp[slot] = roundNumber;
                keys[slot] = h;
                first[slot] = i;
            }
        }
        return best;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        n = Integer.parseInt(reader.readLine().trim());
        String song = reader.readLine().trim();
        prefix = new long[n + 1];
        power = new long[n + 1];
        power[0] = 1;
        for (int i = 0; i < n; i++) {
            prefix[i + 1] = (mulmod(prefix[i], BASE) + song.charAt(i)) % MOD;
            power[i + 1] = mulmod(power[i], BASE);
        }
        int low = 0, high = n - 1;
        while (low < high) {
            int middle = (low + high + 1) / 2;
            if (repeatOfLength(middle, true) >= 0) low = middle;
            else high = middle - 1;
        }
        System.out.println(low == 0 ? "NONE" : low + " " + (repeatOfLength(low, false) + 1));
    }
}
