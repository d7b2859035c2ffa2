import java.io.*;
import java.util.*;

public class Main {
    /** Returns the smallest ferry capacity that carries every crate, in order, in at most d trips. */
    static long smallestCapacity(long[] weights, int d) {
        return -1;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken();
        int n = (int) in.nval;
        in.nextToken();
        int d = (int) in.nval;
        long[] weights = new long[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            weights[i] = (long) in.nval;
        }
        System.out.println(smallestCapacity(weights, d));
    }
}
