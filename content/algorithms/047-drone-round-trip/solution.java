import java.io.*;
import java.util.*;

public class Main {
    static long shortestRoundTrip(long[][] t) {
        int n = t.length;
        if (n == 1) return 0;
        // The drop points 1..n-1 are bits 0..k-1 of a mask, with k = n - 1.
        // best[mask][j]: shortest time from the base through exactly the points of mask, ending at point j + 1.
        int k = n - 1, full = (1 << k) - 1;
        final long INF = Long.MAX_VALUE;
        long[][] best = new long[full + 1][k];
        for (long[] row : best) Arrays.fill(row, INF);
        for (int j = 0; j < k; j++) best[1 << j][j] = t[0][j + 1];
        for (int mask = 1; mask <= full; mask++) {
            for (int j = 0; j < k; j++) {
                long here = best[mask][j];
                if (here == INF) continue;
                for (int next = 0; next < k; next++) {
                    if ((mask & (1 << next)) != 0) continue;
                    int to = mask | (1 << next);
                    best[to][next] = Math.min(best[to][next], here + t[j + 1][next + 1]);
                }
            }
        }
        long answer = INF;
        for (int j = 0; j < k; j++) answer = Math.min(answer, best[full][j] + t[j + 1][0]);
        return answer;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        long[][] t = new long[n][n];
        for (int i = 0; i < n; i++) {
            StringTokenizer st = new StringTokenizer(in.readLine());
            for (int j = 0; j < n; j++) t[i][j] = Long.parseLong(st.nextToken());
        }
        System.out.println(shortestRoundTrip(t));
    }
}
