import java.io.*;
import java.util.*;

public class Main {
    /**
     * pitches holds the n distances from the bridge, in no particular order. Returns the largest
     * possible distance between the two closest of k tents on different pitches.
     */
    static long widestSpacing(int[] pitches, int k) {
        return 0;
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
