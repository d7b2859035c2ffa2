import java.io.*;

public class Main {
    /**
     * Club i hangs c[i] lanterns on every post from l[i] to r[i] (posts numbered 1 to n). Returns
     * {largest number of lanterns on one post, smallest post number that has that many}.
     */
    static long[] brightestPost(int n, int[] l, int[] r, int[] c) {
        return new long[] {0, 1};
    }

    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int n = readInt(in), m = readInt(in);
        int[] l = new int[m], r = new int[m], c = new int[m];
        for (int i = 0; i < m; i++) {
            l[i] = readInt(in);
            r[i] = readInt(in);
            c[i] = readInt(in);
        }
        long[] answer = brightestPost(n, l, r, c);
        System.out.println(answer[0] + " " + answer[1]);
    }

    // Reads the next non-negative integer; much faster than Scanner for 600000 numbers.
    static int readInt(DataInputStream in) throws IOException {
        int c = in.read();
        while (c < '0' || c > '9') c = in.read();
        int value = 0;
        while (c >= '0' && c <= '9') {
            value = value * 10 + (c - '0');
            c = in.read();
        }
        return value;
    }
}
