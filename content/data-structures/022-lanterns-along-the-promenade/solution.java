import java.io.*;

public class Main {
    /**
     * Club i hangs c[i] lanterns on every post from l[i] to r[i]. Returns {largest count on one post,
     * smallest post number with that count}.
     */
    static long[] brightestPost(int n, int[] l, int[] r, int[] c) {
        // change[x] is how much the lantern count changes from post x - 1 to post x
        long[] change = new long[n + 2];
        for (int i = 0; i < l.length; i++) {
            change[l[i]] += c[i];
            change[r[i] + 1] -= c[i];
        }
        long best = -1, count = 0;
        int post = 1;
        for (int x = 1; x <= n; x++) {
            count += change[x];
            if (count > best) {
                best = count;
                post = x;
            }
        }
        return new long[] {best, post};
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
