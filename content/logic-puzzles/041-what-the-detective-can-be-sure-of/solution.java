import java.io.*;
import java.util.*;

public class Main {
    /**
     * Returns n characters, '1' for a fact true in every world and '0' for the others, or null when no
     * world exists. In every world where all rules hold, a fact that the rules force step by step from
     * nothing is true. And the world where exactly those forced facts are true satisfies every rule except,
     * possibly, the impossibility rules. So: derive the forced facts; if an impossibility rule fires, no
     * world exists.
     */
    static String certainFacts(int n, int[][] premises, int[] conclusion) {
        int m = premises.length;
        int[] waiting = new int[m]; // premises not yet known to be true
        int[] first = new int[n + 2]; // the rules using fact f are users[first[f] .. first[f + 1] - 1]
        for (int[] p : premises) for (int f : p) first[f + 1]++;
        for (int f = 1; f <= n + 1; f++) first[f] += first[f - 1];
        int[] users = new int[first[n + 1]];
        int[] fill = Arrays.copyOf(first, n + 2);
        for (int r = 0; r < m; r++) for (int f : premises[r]) users[fill[f]++] = r;
        boolean[] known = new boolean[n + 1];
        int[] queue = new int[n + 1];
        int size = 0;
        for (int r = 0; r < m; r++) {
            waiting[r] = premises[r].length;
            if (waiting[r] == 0) {
                int c = conclusion[r];
                if (c == 0) return null;
                if (!known[c]) {
                    known[c] = true;
                    queue[size++] = c;
                }
            }
        }
        while (size > 0) {
            int f = queue[--size];
            for (int i = first[f]; i < first[f + 1]; i++) {
                int r = users[i];
                if (--waiting[r] == 0) {
                    int c = conclusion[r];
                    if (c == 0) return null; // all premises of an impossibility rule are forced
                    if (!known[c]) {
                        known[c] = true;
                        queue[size++] = c;
                    }
                }
            }
        }
        StringBuilder out = new StringBuilder(n);
        for (int f = 1; f <= n; f++) out.append(known[f] ? '1' : '0');
        return out.toString();
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
        int n = (int) nextLong(), m = (int) nextLong();
        int[][] premises = new int[m][];
        int[] conclusion = new int[m];
        for (int r = 0; r < m; r++) {
            premises[r] = new int[(int) nextLong()];
            for (int i = 0; i < premises[r].length; i++) premises[r][i] = (int) nextLong();
            conclusion[r] = (int) nextLong();
        }
        String answer = certainFacts(n, premises, conclusion);
        System.out.println(answer == null ? "IMPOSSIBLE" : answer);
    }
}
