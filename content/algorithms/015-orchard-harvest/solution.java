import java.io.*;
import java.util.*;

public class Main {
    static long bestHarvest(long[] a) {
        long twoBack = 0, oneBack = 0; // best totals for the first i - 2 and i - 1 trees
        for (long value : a) {
            long best = Math.max(oneBack, twoBack + value);
            twoBack = oneBack;
            oneBack = best;
        }
        return oneBack;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        StringTokenizer st = new StringTokenizer(in.readLine());
        long[] a = new long[n];
        for (int i = 0; i < n; i++) a[i] = Long.parseLong(st.nextToken());
        System.out.println(bestHarvest(a));
    }
}
