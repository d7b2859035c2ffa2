import java.io.*;
import java.util.*;

public class Main {
    /** Returns the largest possible distance between the two closest of k tents on different pitches. */
    static long widestSpacing(int[] pitches, int k) {
        int[] sorted = pitches.clone();
        Arrays.sort(sorted);
        int n = sorted.length;
        // the answer is the largest gap that fits; 0 always fits, and k tents never fit wider than this
        long low = 0, high = ((long) sorted[n - 1] - sorted[0]) / (k - 1);
        while (low < high) {
            long middle = (low + high + 1) / 2;
            if (fits(sorted, k, middle)) low = middle;
            else high = middle - 1;
        }
        return low;
    }

    /** Can k tents on the sorted pitches all be at least gap apart? Greedy: take each pitch far enough on. */
    static boolean fits(int[] sorted, int k, long gap) {
        long last = sorted[0];
        int placed = 1;
        for (int i = 1; i < sorted.length && placed < k; i++) {
            if (sorted[i] - last >= gap) {
                last = sorted[i];
                placed++;
            }
        }
        return placed >= k;
    }

    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int n = readInt(in), k = readInt(in);
        int[] pitches = new int[n];
        for (int i = 0; i < n; i++) pitches[i] = readInt(in);
        System.out.println(widestSpacing(pitches, k));
    }

    // Reads the next non-negative integer; much faster than Scanner for 100000 numbers.
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
