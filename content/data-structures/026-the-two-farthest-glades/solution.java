import java.io.*;
import java.util.*;

public class Main {
    /** Returns the largest walking distance between two glades; trail i joins u[i] and v[i], w[i] metres. */
    static long longestWalk(int n, int[] u, int[] v, int[] w) {
        // adjacency lists in arrays: the trails of glade x are edges head[x], next[head[x]], ...
        int[] head = new int[n + 1], next = new int[2 * n], to = new int[2 * n], len = new int[2 * n];
        Arrays.fill(head, -1);
        int edges = 0;
        for (int i = 0; i < u.length; i++) {
            to[edges] = v[i]; len[edges] = w[i]; next[edges] = head[u[i]]; head[u[i]] = edges++;
            to[edges] = u[i]; len[edges] = w[i]; next[edges] = head[v[i]]; head[v[i]] = edges++;
        }
        long[] dist = new long[n + 1];
        int a = farthestFrom(1, n, head, next, to, len, dist);
        int b = farthestFrom(a, n, head, next, to, len, dist);
        return dist[b];
    }

    /** Fills dist with the distances from start (walking with a stack) and returns the farthest glade. */
    static int farthestFrom(int start, int n, int[] head, int[] next, int[] to, int[] len, long[] dist) {
        Arrays.fill(dist, -1);
        dist[start] = 0;
        int[] stack = new int[n + 1];
        int top = 0;
        stack[top++] = start;
        while (top > 0) {
            int x = stack[--top];
            for (int e = head[x]; e != -1; e = next[e]) {
                int y = to[e];
                if (dist[y] < 0) {
                    dist[y] = dist[x] + len[e];
                    stack[top++] = y;
                }
            }
        }
        int best = 1;
        for (int x = 2; x <= n; x++) if (dist[x] > dist[best]) best = x;
        return best;
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
