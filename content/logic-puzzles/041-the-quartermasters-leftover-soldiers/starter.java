import java.io.*;

public class Main {
    /**
     * Report i: in rows of m[i] soldiers, r[i] are left over. Returns the smallest number (0 or more) that
     * fits every report, or -1 when no number does.
     */
    static long fewestSoldiers(long[] m, long[] r) {
        return 0;
    }

    // A small fast reader of whitespace-separated integers.
    static final DataInputStream IN = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));

    static long nextLong() throws IOException {
        int b = IN.read();
        while (b != '-' && (b < '0' || b > '9')) b = IN.read();
        boolean negative = b == '-';
        if (negative) b = IN.read();
        long x = 0;
        while (b >= '0' && b <= '9') {
            x = x * 10 + (b - '0');
            b = IN.read();
        }
        return negative ? -x : x;
    }

    public static void main(String[] args) throws IOException {
        int n = (int) nextLong();
        long[] m = new long[n], r = new long[n];
        for (int i = 0; i < n; i++) {
            m[i] = nextLong();
            r[i] = nextLong();
        }
        long answer = fewestSoldiers(m, r);
        System.out.println(answer < 0 ? "IMPOSSIBLE" : String.valueOf(answer));
    }
}
