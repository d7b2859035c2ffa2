import java.io.*;
import java.util.*;

public class Main {
    /**
     * Returns the largest walking distance between two of the glades 1..n.
     * Trail i joins glades u[i] and v[i] and is w[i] metres long.
     */
    static long longestWalk(int n, int[] u, int[] v, int[] w) {
        return 0;
    }

    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int n = readInt(in);
        int[] u = new int[n - 1], v = new int[n - 1], w = new int[n - 1];
        for (int i = 0; i < n - 1; i++) {
            u[i] = readInt(in);
            v[i] = readInt(in);
            w[i] = readInt(in);
        }
        System.out.println(longestWalk(n, u, v, w));
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
