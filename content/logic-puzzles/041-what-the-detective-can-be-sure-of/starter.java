import java.io.*;
import java.util.*;

public class Main {
    /**
     * Rule r has the facts premises[r] (possibly none) as premises and the conclusion conclusion[r], or 0
     * for "impossible". Returns null when no world satisfies every rule, otherwise n characters: '1' for a
     * fact true in every such world and '0' for the others.
     */
    static String certainFacts(int n, int[][] premises, int[] conclusion) {
        return "0".repeat(n);
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
