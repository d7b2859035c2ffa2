import java.io.*;
import java.util.*;

public class Main {
    /** departures is sorted. Returns the index (from 0) of the first departure >= minute,
        or departures.length when there is none. */
    static int firstAtOrAfter(int[] departures, int minute) {
        return departures.length;
    }

    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int n = readInt(in), q = readInt(in);
        int[] departures = new int[n];
        for (int i = 0; i < n; i++) departures[i] = readInt(in);
        StringBuilder out = new StringBuilder();
        for (int j = 0; j < q; j++) {
            int index = firstAtOrAfter(departures, readInt(in));
            out.append(index == n ? "NONE" : Integer.toString(index + 1)).append('\n');
        }
        System.out.print(out);
    }

    // Reads the next non-negative integer; faster than Scanner for 300000 numbers.
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
