import java.io.*;
import java.util.*;

public class Main {
    /** Returns the number of non-empty subsets of values whose sum is exactly target. */
    static long countSets(long[] values, long target) {
        return -1;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer first = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(first.nextToken());
        long target = Long.parseLong(first.nextToken());
        StringTokenizer line = new StringTokenizer(in.readLine());
        long[] values = new long[n];
        for (int i = 0; i < n; i++) values[i] = Long.parseLong(line.nextToken());
        System.out.println(countSets(values, target));
    }
}
