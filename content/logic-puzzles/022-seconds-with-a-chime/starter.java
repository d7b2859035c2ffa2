import java.io.*;
import java.util.*;

public class Main {
    /** Returns how many seconds from 1 to n are a multiple of at least one of the numbers in bells. */
    static long chimingSeconds(long n, long[] bells) {
        return 0;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        long n = Long.parseLong(st.nextToken());
        int k = Integer.parseInt(st.nextToken());
        st = new StringTokenizer(in.readLine());
        long[] bells = new long[k];
        for (int i = 0; i < k; i++) bells[i] = Long.parseLong(st.nextToken());
        System.out.println(chimingSeconds(n, bells));
    }
}
