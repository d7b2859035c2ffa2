import java.io.*;
import java.util.*;

public class Main {
    /**
     * Booking i runs from s[i] to e[i]; the bookings come in no particular order. Returns the busy
     * stretches as {start, end} pairs, from the earliest to the latest.
     */
    static List<int[]> busyStretches(int[] s, int[] e) {
        return new ArrayList<>();
    }

    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int n = readInt(in);
        int[] s = new int[n], e = new int[n];
        for (int i = 0; i < n; i++) {
            s[i] = readInt(in);
            e[i] = readInt(in);
        }
        List<int[]> stretches = busyStretches(s, e);
        StringBuilder out = new StringBuilder();
        out.append(stretches.size()).append('\n');
        for (int[] stretch : stretches) out.append(stretch[0]).append(' ').append(stretch[1]).append('\n');
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
