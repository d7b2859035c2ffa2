import java.io.*;

public class Main {
    static final int INF = 2000000000;
    static int size;
    static int[] low, many; // a segment tree stored bottom-up: node i covers nodes 2i and 2i + 1

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

    static void pull(int i) {
        int a = low[2 * i], b = low[2 * i + 1];
        low[i] = Math.min(a, b);
        many[i] = (a == low[i] ? many[2 * i] : 0) + (b == low[i] ? many[2 * i + 1] : 0);
    }

    public static void main(String[] args) throws IOException {
        int n = readInt(), q = readInt();
        size = 1;
        while (size < n) size *= 2;
        low = new int[2 * size];
        many = new int[2 * size];
        for (int i = 0; i < size; i++) low[size + i] = i < n ? readInt() : INF;
        for (int i = 0; i < n; i++) many[size + i] = 1;
        for (int i = size - 1; i >= 1; i--) pull(i);
        StringBuilder out = new StringBuilder();
        for (int e = 0; e < q; e++) {
            int kind = readByte();
            int x = readInt(), y = readInt();
            if (kind == 'D') {
                int i = size + x - 1;
                low[i] = y;
                for (i >>= 1; i >= 1; i >>= 1) pull(i);
            } else {
                int best = INF, count = 0;
                for (int left = size + x - 1, right = size + y; left < right; left >>= 1, right >>= 1) {
                    if ((left & 1) == 1) {
                        if (low[left] < best) {
                            best = low[left];
                            count = many[left];
                        } else if (low[left] == best) {
                            count += many[left];
                        }
                        left++;
                    }
                    if ((right & 1) == 1) {
                        right--;
                        if (low[right] < best) {
                            best = low[right];
                            count = many[right];
                        } else if (low[right] == best) {
                            count += many[right];
                        }
                    }
                }
                out.append(best).append(' ').append(count).append('\n');
            }
        }
        System.out.print(out);
    }
}
