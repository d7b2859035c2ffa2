import java.io.*;
import java.util.*;

public class Main {
    /** Returns the smallest total cost of cutting a log of length len at the given marks (unsorted). */
    static long cheapestCutting(long len, long[] marks) {
        return 0;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        long len = Long.parseLong(st.nextToken());
        int n = Integer.parseInt(st.nextToken());
        st = new StringTokenizer(in.readLine());
        long[] marks = new long[n];
        for (int i = 0; i < n; i++) marks[i] = Long.parseLong(st.nextToken());
        System.out.println(cheapestCutting(len, marks));
    }
}
