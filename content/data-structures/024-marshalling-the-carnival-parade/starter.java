import java.io.*;

public class Main {
    /**
     * The floats start in the order 1, 2, ..., n. Order j: float a[j] cuts back in directly behind float
     * b[j] (or goes to the front when b[j] is 0). Returns the final parade from front to back.
     */
    static int[] finalParade(int n, int[] a, int[] b) {
        int[] order = new int[n];
        for (int i = 0; i < n; i++) order[i] = i + 1;
        return order;
    }

    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int n = readInt(in), q = readInt(in);
        int[] a = new int[q], b = new int[q];
        for (int j = 0; j < q; j++) {
            a[j] = readInt(in);
            b[j] = readInt(in);
        }
        int[] order = finalParade(n, a, b);
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < n; i++) {
            if (i > 0) out.append(' ');
            out.append(order[i]);
        }
        System.out.println(out);
    }

    // Reads the next non-negative integer; much faster than Scanner for 400000 numbers.
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
