import java.io.*;

public class Main {
    /**
     * t holds the readings in order. Returns {length, start}: the length of the longest run of consecutive
     * readings whose highest and lowest differ by at most d, and the hour (from 1) where the earliest such
     * run starts.
     */
    static int[] calmestStretch(long[] t, long d) {
        return new int[] {0, 0};
    }

    private static DataInputStream in;

    private static long nextLong() throws IOException {
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

    public static void main(String[] args) throws IOException {
        in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int n = (int) nextLong();
        long d = nextLong();
        long[] t = new long[n];
        for (int i = 0; i < n; i++) t[i] = nextLong();
        int[] answer = calmestStretch(t, d);
        System.out.println(answer[0] + " " + answer[1]);
    }
}
