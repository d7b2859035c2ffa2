import java.io.*;
import java.util.*;

public class Main {
    static long fastestRoute(int n, int[] u, int[] v, int[] w) {
        List<List<int[]>> roads = new ArrayList<>();
        for (int x = 0; x <= n; x++) roads.add(new ArrayList<>());
        for (int i = 0; i < u.length; i++) {
            roads.get(u[i]).add(new int[] {v[i], w[i]});
            roads.get(v[i]).add(new int[] {u[i], w[i]});
        }
        long[] best = new long[n + 1];
        Arrays.fill(best, Long.MAX_VALUE);
        best[1] = 0;
        // entries are {time, crossing}; the smallest time comes out first
        PriorityQueue<long[]> queue = new PriorityQueue<>((a, b) -> Long.compare(a[0], b[0]));
        queue.add(new long[] {0, 1});
        while (!queue.isEmpty()) {
            long[] entry = queue.poll();
            long time = entry[0];
            int crossing = (int) entry[1];
            if (time != best[crossing]) continue; // an out-of-date entry
            if (crossing == n) break;
            for (int[] road : roads.get(crossing)) {
                long t = time + road[1];
                if (t < best[road[0]]) {
                    best[road[0]] = t;
                    queue.add(new long[] {t, road[0]});
                }
            }
        }
        return best[n] == Long.MAX_VALUE ? -1 : best[n];
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
        System.out.println(fastestRoute(n, u, v, w));
    }
}
