import java.io.*;

public class Main {
    /** Returns how many of the turns l, l + 1, ..., r (counting turns from 1) belong to Ann. */
    static long annTurns(long l, long r) {
        return 0;
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
