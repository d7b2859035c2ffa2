import java.io.*;
import java.util.*;

public class Main {
    /** Returns 0 when the table is possible, otherwise the size of the smallest contradictory group. */
    static int checkTable(int[] wins) {
        // For each size k, the group most likely to be contradictory is the k weakest claims (too few
        // wins) or the k strongest claims (too many wins). Prefix sums of the sorted claims give both.
        int n = wins.length;
        Arrays.sort(wins);
        long[] prefix = new long[n + 1];
        for (int i = 0; i < n; i++) prefix[i + 1] = prefix[i] + wins[i];
        for (long k = 1; k <= n; k++) {
            long amongThemselves = k * (k - 1) / 2;
            long weakest = prefix[(int) k], strongest = prefix[n] - prefix[(int) (n - k)];
            if (weakest < amongThemselves || strongest > amongThemselves + k * (n - k)) return (int) k;
        }
        return 0;
    }

    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int tables = readInt(in);
        StringBuilder out = new StringBuilder();
        for (int t = 0; t < tables; t++) {
            int n = readInt(in);
            int[] wins = new int[n];
            for (int i = 0; i < n; i++) wins[i] = readInt(in);
            int k = checkTable(wins);
            out.append(k > 0 ? "IMPOSSIBLE " + k : "POSSIBLE").append('\n');
        }
        System.out.print(out);
    }

    static int readInt(DataInputStream in) throws IOException {
        int c = in.read();
        while (c < '0' || c > '9') c = in.read();
        int value = 0;
        while (c >= '0' && c <= '9') {
            value = value * 10 + (c - '0');
            c = in.read();
        }
        return value;
    }
}
