import java.io.*;
import java.util.*;

public class Main {
    /**
     * weights holds the n weights (not sorted). Returns an array with, for each question j, how many
     * weights w satisfy a[j] <= w <= b[j].
     */
    static int[] countBetween(int[] weights, int[] a, int[] b) {
        return new int[a.length];
    }

    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int n = readInt(in), q = readInt(in);
        int[] weights = new int[n];
        for (int i = 0; i < n; i++) weights[i] = readInt(in);
        int[] a = new int[q], b = new int[q];
        for (int j = 0; j < q; j++) {
            a[j] = readInt(in);
            b[j] = readInt(in);
        }
        int[] counts = countBetween(weights, a, b);
        StringBuilder out = new StringBuilder();
        for (int count : counts) out.append(count).append('\n');
        System.out.print(out);
    }

    // Reads the next non-negative integer; much faster than Scanner for 400000 numbers.
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
