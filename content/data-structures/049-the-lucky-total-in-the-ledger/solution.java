import java.io.*;
import java.util.*;

public class Main {
    private static final DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));

    private static long readLong() throws IOException {
        int ch = in.read();
        while (ch != '-' && (ch < '0' || ch > '9')) ch = in.read();
        boolean negative = ch == '-';
        if (negative) ch = in.read();
        long value = 0;
        while (ch >= '0' && ch <= '9') {
            value = value * 10 + (ch - '0');
            ch = in.read();
        }
        return negative ? -value : value;
    }

    public static void main(String[] args) throws IOException {
        int n = (int) readLong();
        long k = readLong();
        HashMap<Long, Integer> seen = new HashMap<>(2 * n + 2); // running total -> how many prefixes
        seen.put(0L, 1); // the empty prefix
        long total = 0, found = 0;
        for (int i = 0; i < n; i++) {
            total += readLong();
            found += seen.getOrDefault(total - k, 0);
            seen.merge(total, 1, Integer::sum);
        }
        System.out.println(found);
    }
}
