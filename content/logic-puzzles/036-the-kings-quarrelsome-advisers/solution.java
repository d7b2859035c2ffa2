import java.io.*;

public class Main {
    /** Returns {smallest, largest} possible number of liars, or null for a paradox. */
    static int[] possibleLiars(int n, int[] a, int[] b) {
        // With L liars, the honest advisers are exactly those whose range holds L, so L is possible
        // when n - L ranges hold it. Count, for every L at once, the ranges that hold it.
        int[] change = new int[n + 2];
        for (int i = 0; i < n; i++) {
            change[a[i]]++;
            change[b[i] + 1]--;
        }
        int smallest = -1, largest = -1, holding = 0;
        for (int liars = 0; liars <= n; liars++) {
            holding += change[liars];
            if (holding == n - liars) {
                if (smallest < 0) smallest = liars;
                largest = liars;
            }
        }
        return smallest < 0 ? null : new int[] {smallest, largest};
    }

    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int n = readInt(in);
        int[] a = new int[n], b = new int[n];
        for (int i = 0; i < n; i++) {
            a[i] = readInt(in);
            b[i] = readInt(in);
        }
        int[] answer = possibleLiars(n, a, b);
        System.out.println(answer == null ? "PARADOX" : answer[0] + " " + answer[1]);
    }

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
