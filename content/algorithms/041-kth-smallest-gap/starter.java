import java.io.*;
import java.util.*;

public class Main {
    /**
     * Returns the k-th smallest value (counting from 1) among |positions[i] - positions[j]| for all i < j.
     * You may reorder positions.
     */
    static long kthSmallestGap(long[] positions, long k) {
        return -1;
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
