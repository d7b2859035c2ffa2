import java.io.*;
import java.util.*;

public class Main {
    private static final DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));

    private static int readInt() throws IOException {
        int ch = in.read();
        while (ch == ' ' || ch == '\n' || ch == '\r') ch = in.read();
        boolean negative = ch == '-';
        if (negative) ch = in.read();
        int value = 0;
        while (ch >= '0' && ch <= '9') {
            value = value * 10 + (ch - '0');
            ch = in.read();
        }
        return negative ? -value : value;
    }

    public static void main(String[] args) throws IOException {
        int n = readInt(), k = readInt();
        int[] reading = new int[n];
        for (int i = 0; i < n; i++) reading[i] = readInt();
        // Every reading gets a rank: its place when all readings are sorted (equal readings by position).
        long[] keys = new long[n];
        for (int i = 0; i < n; i++) keys[i] = ((reading[i] + 1000000000L) << 18) | i;
        Arrays.sort(keys);
        int[] order = new int[n + 1];
        int[] rank = new int[n];
        for (int r = 0; r < n; r++) {
            int i = (int) (keys[r] & ((1 << 18) - 1));
            order[r + 1] = i;
            rank[i] = r + 1;
        }
        // A Fenwick tree over the ranks counts the readings inside the window.
        int[] tree = new int[n + 1];
        int top = 1;
        while (top * 2 <= n) top *= 2;
        int need = (k + 1) / 2;
        long total = 0;
        for (int i = 0; i < n; i++) {
            for (int j = rank[i]; j <= n; j += j & -j) tree[j]++;
            if (i >= k) {
                for (int j = rank[i - k]; j <= n; j += j & -j) tree[j]--;
            }
            if (i >= k - 1) {
                // walk down the tree to the smallest rank with need readings at or below it
                int position = 0, left = need;
                for (int step = top; step > 0; step >>= 1) {
                    int next = position + step;
                    if (next <= n && tree[next] < left) {
                        position = next;
                        left -= tree[next];
                    }
                }
                total += reading[order[position + 1]];
            }
        }
        System.out.println(total);
    }
}
