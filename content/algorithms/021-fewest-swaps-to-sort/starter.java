import java.io.*;
import java.util.*;

public class Main {
    /** Returns the minimum number of swaps (of any two positions) that sort heights increasingly. */
    static long fewestSwaps(long[] heights) {
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
        System.out.println(fewestSwaps(heights));
    }
}
