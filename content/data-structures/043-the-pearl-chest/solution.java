import java.io.*;

public class Main {
    static final int LIMIT = 1 << 20; // a power of two above the largest pearl size, 10^6

    private static final DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));

    private static int readByte() throws IOException {
        int ch = in.read();
        while (ch == ' ' || ch == '\n' || ch == '\r') ch = in.read();
        return ch;
    }

    private static int readInt() throws IOException {
        int ch = readByte();
        int value = 0;
        while (ch >= '0' && ch <= '9') {
            value = value * 10 + (ch - '0');
            ch = in.read();
        }
        return value;
    }

    public static void main(String[] args) throws IOException {
        int q = readInt();
        int[] tree = new int[LIMIT + 1]; // Fenwick tree over pearl sizes
        int count = 0;
        StringBuilder out = new StringBuilder();
        for (int op = 0; op < q; op++) {
            int kind = readByte();
            int value = readInt();
            if (kind == '?') {
                if (value > count) {
                    out.append("NONE\n");
                    continue;
                }
                int position = 0;
                for (int step = LIMIT; step > 0; step >>= 1) {
                    int next = position + step;
                    if (next <= LIMIT && tree[next] < value) {
                        position = next;
                        value -= tree[next];
                    }
                }
                out.append(position + 1).append('\n');
            } else {
                int delta = kind == '+' ? 1 : -1;
                count += delta;
                for (int i = value; i <= LIMIT; i += i & -i) tree[i] += delta;
            }
        }
        System.out.print(out);
    }
}
