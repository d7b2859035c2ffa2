import java.io.*;

public class Main {
    private static final DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));

    private static int readInt() throws IOException {
        int ch = in.read();
        while (ch == ' ' || ch == '\n' || ch == '\r') ch = in.read();
        int value = 0;
        while (ch >= '0' && ch <= '9') {
            value = value * 10 + (ch - '0');
            ch = in.read();
        }
        return value;
    }

    public static void main(String[] args) throws IOException {
        int n = readInt(), q = readInt();
        // before[i]: the last earlier ship with the same flag as ship i, or 0 (found with a hash table)
        final int table = 1 << 19;
        int[] keys = new int[table], where = new int[table];
        int[] before = new int[n + 1];
        for (int i = 1; i <= n; i++) {
            int flag = readInt();
            int slot = (flag * 0x9E3779B1) >>> 13;
            while (keys[slot] != 0 && keys[slot] != flag) slot = (slot + 1) & (table - 1);
            before[i] = keys[slot] != 0 ? where[slot] : 0;
            keys[slot] = flag;
            where[slot] = i;
        }
        // questions ending at the same ship, as linked lists
        int[] left = new int[q], next = new int[q], first = new int[n + 1];
        java.util.Arrays.fill(first, -1);
        for (int j = 0; j < q; j++) {
            left[j] = readInt();
            int right = readInt();
            next[j] = first[right];
            first[right] = j;
        }
        // Ships l..r show (r - l + 1) flags minus the repeats whose earlier twin is at l or later. A Fenwick
        // tree counts the repeats seen so far by the position of their earlier twin.
        int[] tree = new int[n + 1];
        int[] answer = new int[q];
        int repeats = 0;
        for (int i = 1; i <= n; i++) {
            if (before[i] != 0) {
                repeats++;
                for (int p = before[i]; p <= n; p += p & -p) tree[p]++;
            }
            for (int j = first[i]; j >= 0; j = next[j]) {
                int below = 0;
                for (int p = left[j] - 1; p > 0; p &= p - 1) below += tree[p];
                answer[j] = (i - left[j] + 1) - (repeats - below);
            }
        }
        StringBuilder out = new StringBuilder();
        for (int j = 0; j < q; j++) out.append(answer[j]).append('\n');
        System.out.print(out);
    }
}
