import java.io.*;
import java.util.*;

public class Main {
    /** Children numbered from 0: if child s is left in a circle of i - 1, child (s + k) mod i is left in a circle of i. */
    static long survivor(long n, long k) {
        long s = 0;
        for (long i = 2; i <= n; i++) s = (s + k) % i;
        return s + 1;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        long n = Long.parseLong(st.nextToken());
        long k = Long.parseLong(st.nextToken());
        System.out.println(survivor(n, k));
    }
}
