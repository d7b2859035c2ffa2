import java.io.*;

public class Main {
    /**
     * How many of turns 1..n are Ann's. Position p = t - 1 is B exactly when p has an odd number of 1 bits;
     * positions 2k and 2k + 1 always hold one A and one B.
     */
    static long annInFirst(long n) {
        long count = n / 2;
        if (n % 2 == 1 && Long.bitCount(n - 1) % 2 == 0) count++;
        return count;
    }

    static long annTurns(long l, long r) {
        return annInFirst(r) - annInFirst(l - 1);
    }

    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int q = (int) readLong(in);
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < q; i++) {
            long l = readLong(in);
            long r = readLong(in);
            out.append(annTurns(l, r)).append('\n');
        }
        System.out.print(out);
    }

    static long readLong(DataInputStream in) throws IOException {
        int c = in.read();
        while (c < '0' || c > '9') c = in.read();
        long value = 0;
        while (c >= '0' && c <= '9') {
            value = value * 10 + (c - '0');
            c = in.read();
        }
        return value;
    }
}
