import java.io.*;

public class Main {
    private static final DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));

    private static int readByte() throws IOException {
        int ch = in.read();
        while (ch == ' ' || ch == '\n' || ch == '\r') ch = in.read();
        return ch;
    }

    private static long readLong() throws IOException {
        int ch = readByte();
        long value = 0;
        while (ch >= '0' && ch <= '9') {
            value = value * 10 + (ch - '0');
            ch = in.read();
        }
        return value;
    }

    static int n;
    static long[] tree; // Fenwick tree over preorder positions 1..n

    static long prefix(int i) {
        long total = 0;
        for (; i > 0; i &= i - 1) total += tree[i];
        return total;
    }

    public static void main(String[] args) throws IOException {
        n = (int) readLong();
        int q = (int) readLong();
        long[] current = new long[n + 1];
        int[] parent = new int[n + 1], firstChild = new int[n + 1], nextSibling = new int[n + 1];
        int[] start = new int[n + 1], size = new int[n + 1], order = new int[n + 1], stack = new int[n + 1];
        for (int x = 1; x <= n; x++) current[x] = readLong();
        for (int x = 2; x <= n; x++) parent[x] = (int) readLong();
        for (int x = n; x >= 2; x--) {
            nextSibling[x] = firstChild[parent[x]];
            firstChild[parent[x]] = x;
        }
        // preorder numbering without recursion: every branch is one block of consecutive numbers
        int top = 0, count = 0;
        stack[top++] = 1;
        while (top > 0) {
            int x = stack[--top];
            order[++count] = x;
            start[x] = count;
            for (int child = firstChild[x]; child != 0; child = nextSibling[child]) stack[top++] = child;
        }
        for (int x = 1; x <= n; x++) size[x] = 1;
        for (int i = n; i >= 2; i--) size[parent[order[i]]] += size[order[i]];
        tree = new long[n + 1];
        for (int i = 1; i <= n; i++) {
            tree[i] += current[order[i]];
            int up = i + (i & -i);
            if (up <= n) tree[up] += tree[i];
        }
        StringBuilder out = new StringBuilder();
        for (int e = 0; e < q; e++) {
            int kind = readByte();
            int x = (int) readLong();
            if (kind == 'S') {
                long value = readLong();
                long delta = value - current[x];
                current[x] = value;
                for (int i = start[x]; i <= n; i += i & -i) tree[i] += delta;
            } else {
                out.append(prefix(start[x] + size[x] - 1) - prefix(start[x] - 1)).append('\n');
            }
        }
        System.out.print(out);
    }
}
