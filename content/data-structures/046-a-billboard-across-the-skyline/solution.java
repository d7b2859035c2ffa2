import java.io.*;

public class Main {
    private static final DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));

    private static long readLong() throws IOException {
        int ch = in.read();
        while (ch < '0' || ch > '9') ch = in.read();
        long value = 0;
        while (ch >= '0' && ch <= '9') {
            value = value * 10 + (ch - '0');
            ch = in.read();
        }
        return value;
    }

    public static void main(String[] args) throws IOException {
        int n = (int) readLong();
        // the stack: left edges and heights, heights strictly rising from bottom to top
        long[] left = new long[n + 1];
        long[] top = new long[n + 1];
        int size = 0;
        long x = 0, best = 0;
        for (int i = 0; i < n; i++) {
            long w = readLong(), h = readLong();
            long start = x;
            while (size > 0 && top[size - 1] >= h) {
                size--;
                best = Math.max(best, top[size] * (x - left[size]));
                start = left[size];
            }
            left[size] = start;
            top[size] = h;
            size++;
            x += w;
        }
        for (int i = 0; i < size; i++) best = Math.max(best, top[i] * (x - left[i]));
        System.out.println(best);
    }
}
