import java.io.*;
import java.util.*;

public class Main {
    /** Returns the number of pairs i < j with plays[i] > plays[j]. You may reorder plays. */
    static long countOutOfOrder(long[] plays) {
        return -1;
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
