import java.io.*;
import java.util.*;

public class Main {
    static long cheapestClimb(int n, int[] toll) {
        // best[i] = cheapest total toll to stand on step i; step n + 1 is the free landing
        long[] best = new long[n + 2];
        best[1] = toll[1];
        for (int i = 2; i <= n + 1; i++) {
            long here = i <= n ? toll[i] : 0;
            best[i] = here + Math.min(best[i - 1], best[i - 2]);
        }
        return best[n + 1];
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        StringTokenizer st = new StringTokenizer(in.readLine());
        int[] toll = new int[n + 1];
        for (int i = 1; i <= n; i++) toll[i] = Integer.parseInt(st.nextToken());
        System.out.println(cheapestClimb(n, toll));
    }
}
