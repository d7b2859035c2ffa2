import java.io.*;
import java.util.*;

public class Main {
    // values[n] is the game value (Grundy number) of a lone pile of n pebbles; from index start on, the
    // values repeat with period `period`.
    static int[] values = new int[100000];
    static int computed, start, period;

    static void pileValues(int[] moves) {
        int largest = 0;
        for (int s : moves) largest = Math.max(largest, s);
        Map<String, Integer> seen = new HashMap<>();
        for (int n = 0; ; n++) {
            boolean[] reachable = new boolean[40];
            for (int s : moves)
                if (s <= n) reachable[values[n - s]] = true;
            int v = 0;
            while (reachable[v]) v++;
            values[n] = v;
            computed = n + 1;
            if (n >= largest - 1) {
                // Every later value depends only on the last `largest` values: once such a window comes
                // back, everything after it repeats.
                String window = Arrays.toString(Arrays.copyOfRange(values, n - largest + 1, n + 1));
                Integer j = seen.get(window);
                if (j != null) {
                    start = j;
                    period = n - j;
                    return;
                }
                seen.put(window, n);
            }
        }
    }

    static int value(long size) {
        if (size < computed) return values[(int) size];
        return values[(int) (start + (size - start) % period)];
    }

    static boolean[] aliceWins(int[] moves, long[][] games) {
        pileValues(moves);
        boolean[] result = new boolean[games.length];
        for (int i = 0; i < games.length; i++) {
            int x = 0;
            for (long size : games[i]) x ^= value(size);
            result[i] = x != 0;
        }
        return result;
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
        int k = (int) nextLong();
        int[] moves = new int[k];
        for (int j = 0; j < k; j++) moves[j] = (int) nextLong();
        int q = (int) nextLong();
        long[][] games = new long[q][];
        for (int i = 0; i < q; i++) {
            games[i] = new long[(int) nextLong()];
            for (int j = 0; j < games[i].length; j++) games[i][j] = nextLong();
        }
        boolean[] wins = aliceWins(moves, games);
        StringBuilder out = new StringBuilder();
        for (boolean w : wins) out.append(w ? "ALICE\n" : "BOB\n");
        System.out.print(out);
    }
}
