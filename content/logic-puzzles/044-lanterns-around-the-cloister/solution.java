import java.io.*;
import java.util.*;

public class Main {
    /**
     * Returns the ring after t minutes. One minute replaces every lantern by the XOR of its two neighbours.
     * Doing that 2^k times in a row gives the XOR of the lanterns 2^k places to each side (the middle terms
     * cancel in pairs), so t minutes are a handful of such jumps, one per binary digit of t.
     */
    static String lanternsAfter(int n, long t, String lit) {
        int[] state = new int[n], next = new int[n];
        for (int i = 0; i < n; i++) state[i] = lit.charAt(i) - '0';
        long jump = 1 % n; // 2^k modulo n
        while (t > 0) {
            if ((t & 1) == 1) {
                int d = (int) jump;
                for (int i = 0; i < n; i++) {
                    int left = i - d < 0 ? i - d + n : i - d;
                    int right = i + d >= n ? i + d - n : i + d;
                    next[i] = state[left] ^ state[right];
                }
                int[] swap = state;
                state = next;
                next = swap;
            }
            t >>= 1;
            jump = jump * 2 % n;
        }
        StringBuilder out = new StringBuilder(n);
        for (int v : state) out.append((char) ('0' + v));
        return out.toString();
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken());
        long t = Long.parseLong(st.nextToken());
        String lit = in.readLine().trim();
        System.out.println(lanternsAfter(n, t, lit));
    }
}
