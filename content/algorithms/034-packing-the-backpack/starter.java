import java.io.*;
import java.util.*;

public class Main {
    /**
     * Returns the largest total value of items (weights w, values v, each used at most once)
     * whose total weight is at most capacity.
     */
    static long bestPacking(int capacity, int[] w, long[] v) {
        return -1;
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
