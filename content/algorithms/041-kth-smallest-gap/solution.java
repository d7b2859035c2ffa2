import java.io.*;
import java.util.*;

public class Main {
    /** Number of pairs i < j of the sorted points with points[j] - points[i] <= gap (two pointers). */
    static long pairsWithin(long[] points, long gap) {
        long count = 0;
        for (int i = 0, j = 0; j < points.length; j++) {
            while (points[j] - points[i] > gap) i++;
            count += j - i;
        }
        return count;
    }

    static long kthSmallestGap(long[] positions, long k) {
        Arrays.sort(positions);
        long lo = 0, hi = positions[positions.length - 1] - positions[0];
        while (lo < hi) {
            long mid = lo + (hi - lo) / 2;
            if (pairsWithin(positions, mid) >= k) hi = mid;
            else lo = mid + 1;
        }
        return lo;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken();
        int n = (int) in.nval;
        in.nextToken();
        long k = (long) in.nval;
        long[] positions = new long[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            positions[i] = (long) in.nval;
        }
        System.out.println(kthSmallestGap(positions, k));
    }
}
