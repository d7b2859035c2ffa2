import java.io.*;
import java.util.*;

public class Main {
    static int[] parent;

    static int find(int x) {
        while (parent[x] != x) {
            parent[x] = parent[parent[x]]; // path halving
            x = parent[x];
        }
        return x;
    }

    static long cheapestNetwork(int n, int[] u, int[] v, int[] w) {
        int m = u.length;
        // sort route numbers by cost: pack (cost, index) into one long so a primitive sort does the work
        long[] order = new long[m];
        for (int i = 0; i < m; i++) order[i] = (long) w[i] << 20 | i;
        Arrays.sort(order);
        parent = new int[n + 1];
        int[] size = new int[n + 1];
        for (int x = 0; x <= n; x++) {
            parent[x] = x;
            size[x] = 1;
        }
        long total = 0;
        int laid = 0;
        for (int k = 0; k < m && laid < n - 1; k++) {
            int i = (int) (order[k] & ((1 << 20) - 1));
            int a = find(u[i]), b = find(v[i]);
            if (a == b) continue; // already connected
            if (size[a] < size[b]) {
                int t = a;
                a = b;
                b = t;
            }
            parent[b] = a;
            size[a] += size[b];
            total += w[i];
            laid++;
        }
        return laid == n - 1 ? total : -1;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken());
        int m = Integer.parseInt(st.nextToken());
        int[] u = new int[m], v = new int[m], w = new int[m];
        for (int i = 0; i < m; i++) {
            st = new StringTokenizer(in.readLine());
            u[i] = Integer.parseInt(st.nextToken());
            v[i] = Integer.parseInt(st.nextToken());
            w[i] = Integer.parseInt(st.nextToken());
        }
        long cost = cheapestNetwork(n, u, v, w);
        System.out.println(cost < 0 ? "IMPOSSIBLE" : Long.toString(cost));
    }
}
