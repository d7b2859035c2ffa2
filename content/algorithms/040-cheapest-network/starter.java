import java.io.*;
import java.util.*;

public class Main {
    /**
     * Returns the smallest total cost of routes (route i links u[i] and v[i] for w[i] coins)
     * that connect all villages 1..n, or -1 when that is impossible.
     */
    static long cheapestNetwork(int n, int[] u, int[] v, int[] w) {
        return 0;
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
