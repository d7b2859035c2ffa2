import java.io.*;

public class Main {
    /**
     * s holds the strengths of the planks in order. Returns the sum, over every span of one or more
     * consecutive planks, of the smallest strength in that span.
     */
    static long sumOfWeakest(int[] s) {
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
        int n = nextInt();
        int[] s = new int[n];
        for (int i = 0; i < n; i++) s[i] = nextInt();
        System.out.println(sumOfWeakest(s));
    }
}
