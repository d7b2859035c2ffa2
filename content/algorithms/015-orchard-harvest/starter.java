import java.io.*;
import java.util.*;

public class Main {
    /** Returns the largest total worth of a harvest with no two neighbouring trees. */
    static long bestHarvest(long[] a) {
        return -1;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        StringTokenizer st = new StringTokenizer(in.readLine());
        long[] a = new long[n];
        for (int i = 0; i < n; i++) a[i] = Long.parseLong(st.nextToken());
        System.out.println(bestHarvest(a));
    }
}
