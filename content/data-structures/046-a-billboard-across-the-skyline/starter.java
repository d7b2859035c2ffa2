import java.io.*;

public class Main {
    /**
     * Building i (from west to east) is widths[i] metres wide and heights[i] metres tall.
     * Returns the largest area, in square metres, of a billboard that fits (see the statement).
     */
    static long largestBillboard(long[] widths, long[] heights) {
        return 0;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken();
        int n = (int) in.nval;
        long[] widths = new long[n], heights = new long[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            widths[i] = (long) in.nval;
            in.nextToken();
            heights[i] = (long) in.nval;
        }
        System.out.println(largestBillboard(widths, heights));
    }
}
