import java.io.*;
import java.util.*;

public class Main {
    /** Returns the busy stretches as {start, end} pairs, earliest first; booking i is s[i]..e[i]. */
    static List<int[]> busyStretches(int[] s, int[] e) {
        // sort the bookings by start: pack (start, end) into one long so a primitive sort does it
        long[] keys = new long[s.length];
        for (int i = 0; i < s.length; i++) keys[i] = ((long) s[i] << 32) | e[i];
        Arrays.sort(keys);
        List<int[]> stretches = new ArrayList<>();
        for (long key : keys) {
            int start = (int) (key >>> 32), end = (int) key;
            int[] last = stretches.isEmpty() ? null : stretches.get(stretches.size() - 1);
            if (last != null && start <= last[1]) {
                // joins the current stretch; a booking inside it must not shorten it
                last[1] = Math.max(last[1], end);
            } else {
                stretches.add(new int[] {start, end});
            }
        }
        return stretches;
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
