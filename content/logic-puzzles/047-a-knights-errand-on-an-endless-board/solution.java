import java.io.*;

public class Main {
    /** The fewest knight moves that take the knight dx columns and dy rows away. */
    static long fewestMoves(long dx, long dy) {
        // Only the distance matters, and by symmetry we may take x >= y >= 0.
        long x = Math.abs(dx), y = Math.abs(dy);
        if (x < y) {
            long t = x;
            x = y;
            y = t;
        }
        if (x == 1 && y == 0) return 3; // the two squares next door, where a knight needs a detour
        if (x == 2 && y == 2) return 4;
        // Each move changes x by at most 2 and x + y by at most 3, and x + y changes parity every move.
        long moves = Math.max((x + 1) / 2, (x + y + 2) / 3);
        if ((moves + x + y) % 2 == 1) moves++;
        return moves;
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
