import java.io.*;
import java.util.*;

public class Main {
    /** Returns, for each question j, how many weights w satisfy a[j] <= w <= b[j]. */
    static int[] countBetween(int[] weights, int[] a, int[] b) {
        int[] sorted = weights.clone();
        Arrays.sort(sorted);
        int[] counts = new int[a.length];
        for (int j = 0; j < a.length; j++) {
            // weights <= b are the weights < b + 1 (b + 1 still fits in an int)
            counts[j] = countBelow(sorted, b[j] + 1) - countBelow(sorted, a[j]);
        }
        return counts;
    }

    /** The number of sorted values that are smaller than limit. */
    static int countBelow(int[] sorted, int limit) {
        int low = 0, high = sorted.length;
        while (low < high) {
            int middle = (low + high) >>> 1;
            if (sorted[middle] < limit) low = middle + 1;
            else high = middle;
        }
        return low;
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
