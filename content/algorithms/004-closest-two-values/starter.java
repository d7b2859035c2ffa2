import java.io.*;
import java.util.*;

public class Main {
    /** Returns the minimum of |a - b| over all pairs of different positions in heights (you may reorder heights). */
    static long smallestDifference(long[] heights) {
        return -1;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken();
        int n = (int) in.nval;
        long[] heights = new long[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            heights[i] = (long) in.nval;
        }
        System.out.println(smallestDifference(heights));
    }
}
