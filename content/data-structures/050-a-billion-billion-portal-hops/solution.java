import java.io.*;

public class Main {
    private static final DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));

    private static long readLong() throws IOException {
        int ch = in.read();
        while (ch < '0' || ch > '9') ch = in.read();
        long value = 0;
        while (ch >= '0' && ch <= '9') {
            value = value * 10 + (ch - '0');
            ch = in.read();
        }
        return value;
    }

    // Binary lifting, one power of two at a time: jump[x] is where 2^j hops from room x lead. Every question
    // whose k has bit j set takes one such jump; then jump is composed with itself for 2^(j+1).
    public static void main(String[] args) throws IOException {
        int n = (int) readLong(), q = (int) readLong();
        int[] jump = new int[n + 1], next = new int[n + 1];
        for (int x = 1; x <= n; x++) jump[x] = (int) readLong();
        int[] at = new int[q];
        long[] k = new long[q];
        for (int i = 0; i < q; i++) {
            at[i] = (int) readLong();
            k[i] = readLong();
        }
        for (int j = 0; j < 60; j++) {
            for (int i = 0; i < q; i++) {
                if ((k[i] >> j & 1) == 1) at[i] = jump[at[i]];
            }
            for (int x = 1; x <= n; x++) next[x] = jump[jump[x]];
            int[] swap = jump;
            jump = next;
            next = swap;
        }
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < q; i++) out.append(at[i]).append('\n');
        System.out.print(out);
    }
}
