import java.io.*;
import java.util.*;

public class Main {
    /** Returns how many stretches of one or more consecutive days have amounts adding up to exactly k. */
    static long luckyStretches(long k, long[] amounts) {
        return 0;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(reader.readLine());
        int n = Integer.parseInt(st.nextToken());
        long k = Long.parseLong(st.nextToken());
        long[] amounts = new long[n];
        st = new StringTokenizer(reader.readLine());
        for (int i = 0; i < n; i++) amounts[i] = Long.parseLong(st.nextToken());
        System.out.println(luckyStretches(k, amounts));
    }
}
