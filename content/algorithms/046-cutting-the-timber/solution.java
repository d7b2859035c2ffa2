import java.io.*;
import java.util.*;

public class Main {
    static long cheapestCutting(long len, long[] marks) {
        int count = marks.length + 2; // the marks plus both ends of the log
        long[] p = new long[count];
        System.arraycopy(marks, 0, p, 1, marks.length);
        p[count - 1] = len;
        Arrays.sort(p);
        // cost[i][j]: cheapest way to make every cut strictly between marks i and j
        long[][] cost = new long[count][count];
        for (int gap = 2; gap < count; gap++) {
            for (int i = 0; i + gap < count; i++) {
                int j = i + gap;
                long best = Long.MAX_VALUE;
                for (int k = i + 1; k < j; k++) {
                    best = Math.min(best, cost[i][k] + cost[k][j]);
                }
                cost[i][j] = best + (p[j] - p[i]);
            }
        }
        return cost[0][count - 1];
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        long len = Long.parseLong(st.nextToken());
        int n = Integer.parseInt(st.nextToken());
        st = new StringTokenizer(in.readLine());
        long[] marks = new long[n];
        for (int i = 0; i < n; i++) marks[i] = Long.parseLong(st.nextToken());
        System.out.println(cheapestCutting(len, marks));
    }
}
