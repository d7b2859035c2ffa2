import java.io.*;

public class Main {
    /**
     * Returns the fewest knight moves that take the knight dx columns and dy rows away (both may be
     * negative or zero).
     */
    static long fewestMoves(long dx, long dy) {
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
        int t = (int) nextLong();
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < t; i++) {
            long x1 = nextLong(), y1 = nextLong(), x2 = nextLong(), y2 = nextLong();
            out.append(fewestMoves(x2 - x1, y2 - y1)).append('\n');
        }
        System.out.print(out);
    }
}
