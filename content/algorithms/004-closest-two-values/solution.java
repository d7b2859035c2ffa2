import java.io.*;
import java.util.*;

public class Main {
    static long smallestDifference(long[] heights) {
        Arrays.sort(heights);
        long best = Long.MAX_VALUE;
        for (int i = 1; i < heights.length; i++) {
            best = Math.min(best, heights[i] - heights[i - 1]);
        }
        return best;
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
