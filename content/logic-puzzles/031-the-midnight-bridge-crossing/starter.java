import java.io.*;
import java.util.*;

public class Main {
    /** Returns the fewest total minutes after which every hiker (crossing times t) is on the far side. */
    static long fewestMinutes(long[] t) {
        return 0;
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
