import java.io.*;
import java.util.*;

public class Main {
    /** Returns the largest sum of one or more consecutive values of a. */
    static long bestStreak(long[] a) {
        return 0;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        StringTokenizer st = new StringTokenizer(in.readLine());
        long[] a = new long[n];
        for (int i = 0; i < n; i++) a[i] = Long.parseLong(st.nextToken());
        System.out.println(bestStreak(a));
    }
}
