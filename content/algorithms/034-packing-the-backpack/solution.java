import java.io.*;
import java.util.*;

public class Main {
    static long bestPacking(int capacity, int[] w, long[] v) {
        // best[c] = largest value within capacity c using the items considered so far
        long[] best = new long[capacity + 1];
        for (int i = 0; i < w.length; i++) {
            for (int c = capacity; c >= w[i]; c--) { // downwards: item i is used at most once
                best[c] = Math.max(best[c], best[c - w[i]] + v[i]);
            }
        }
        return best[capacity];
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken());
        int capacity = Integer.parseInt(st.nextToken());
        int[] w = new int[n];
        long[] v = new long[n];
        for (int i = 0; i < n; i++) {
            st = new StringTokenizer(in.readLine());
            w[i] = Integer.parseInt(st.nextToken());
            v[i] = Long.parseLong(st.nextToken());
        }
        System.out.println(bestPacking(capacity, w, v));
    }
}
