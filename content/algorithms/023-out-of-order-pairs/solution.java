import java.io.*;
import java.util.*;

public class Main {
    /** Sorts a[lo, hi) using buffer and returns the number of out-of-order pairs inside it. */
    static long sortAndCount(long[] a, long[] buffer, int lo, int hi) {
        if (hi - lo < 2) return 0;
        int mid = (lo + hi) >>> 1;
        long pairs = sortAndCount(a, buffer, lo, mid) + sortAndCount(a, buffer, mid, hi);
        int i = lo, j = mid, k = lo;
        while (i < mid && j < hi) {
            if (a[i] <= a[j]) {
                buffer[k++] = a[i++];
            } else {
                buffer[k++] = a[j++];
                pairs += mid - i; // a[j] is smaller than every left element still waiting
            }
        }
        while (i < mid) buffer[k++] = a[i++];
        while (j < hi) buffer[k++] = a[j++];
        System.arraycopy(buffer, lo, a, lo, hi - lo);
        return pairs;
    }

    static long countOutOfOrder(long[] plays) {
        return sortAndCount(plays, new long[plays.length], 0, plays.length);
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken();
        int n = (int) in.nval;
        long[] plays = new long[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            plays[i] = (long) in.nval;
        }
        System.out.println(countOutOfOrder(plays));
    }
}
