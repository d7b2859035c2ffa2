import java.io.*;
import java.util.*;

public class Main {
    /**
     * The desk holds at most c folders; requests are the folder numbers asked for, in order.
     * Returns the number of hits (the misses are the rest).
     */
    static int countHits(int c, int[] requests) {
        return 0;
    }

    private static DataInputStream in;

    private static int nextInt() throws IOException {
        int c = in.read();
        while (c != '-' && (c < '0' || c > '9')) c = in.read();
        boolean negative = c == '-';
        if (negative) c = in.read();
        int value = 0;
        while (c >= '0' && c <= '9') {
            value = value * 10 + (c - '0');
            c = in.read();
        }
        return negative ? -value : value;
    }

    public static void main(String[] args) throws IOException {
        in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int c = nextInt();
        int n = nextInt();
        int[] requests = new int[n];
        for (int i = 0; i < n; i++) requests[i] = nextInt();
        int hits = countHits(c, requests);
        System.out.println(hits + " " + (n - hits));
    }
}
