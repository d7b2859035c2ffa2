import java.io.*;
import java.util.*;

public class Main {
    static long fewestMinutes(long[] t) {
        Arrays.sort(t);
        long total = 0;
        int left = t.length; // hikers t[0..left-1] are still on the near side, with the lantern
        while (left > 3) {
            // Move the two slowest across and bring the lantern back, in the cheaper of two ways:
            // the fastest escorts each of them, or the two slowest cross together.
            long escort = 2 * t[0] + t[left - 2] + t[left - 1];
            long pairUp = t[0] + 2 * t[1] + t[left - 1];
            total += Math.min(escort, pairUp);
            left -= 2;
        }
        if (left == 3) total += t[0] + t[1] + t[2];
        else if (left == 2) total += t[1];
        else total += t[0];
        return total;
    }

    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int n = (int) readLong(in);
        long[] t = new long[n];
        for (int i = 0; i < n; i++) t[i] = readLong(in);
        System.out.println(fewestMinutes(t));
    }

    static long readLong(DataInputStream in) throws IOException {
        int c = in.read();
        while (c != '-' && (c < '0' || c > '9')) c = in.read();
        boolean negative = c == '-';
        if (negative) c = in.read();
        long value = 0;
        while (c >= '0' && c <= '9') {
            value = value * 10 + (c - '0');
            c = in.read();
        }
        return negative ? -value : value;
    }
}
