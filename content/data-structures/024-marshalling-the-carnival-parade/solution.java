import java.io.*;

public class Main {
    /**
     * Carries out the orders (float a[j] cuts in behind float b[j], or goes to the front when b[j] is 0)
     * and returns the final parade from front to back.
     */
    static int[] finalParade(int n, int[] a, int[] b) {
        // 0 stands before the first float and after the last one: the line is a circle through 0
        int[] behind = new int[n + 1], frontOf = new int[n + 1];
        for (int x = 0; x <= n; x++) {
            behind[x] = x == n ? 0 : x + 1;
            frontOf[x] = x == 0 ? n : x - 1;
        }
        for (int j = 0; j < a.length; j++) {
            int x = a[j], y = b[j];
            if (frontOf[x] == y) continue;
            // pull x out: its neighbours close the gap
            behind[frontOf[x]] = behind[x];
            frontOf[behind[x]] = frontOf[x];
            // cut x in behind y
            int after = behind[y];
            behind[y] = x;
            frontOf[x] = y;
            behind[x] = after;
            frontOf[after] = x;
        }
        int[] order = new int[n];
        int count = 0;
        for (int x = behind[0]; x != 0; x = behind[x]) order[count++] = x;
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
