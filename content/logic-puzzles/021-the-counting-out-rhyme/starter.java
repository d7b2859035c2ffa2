import java.io.*;
import java.util.*;

public class Main {
    /** Returns the number (1 to n) of the child left in the circle when every k-th word sends a child out. */
    static long survivor(long n, long k) {
        return 0;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        long n = Long.parseLong(st.nextToken());
        long k = Long.parseLong(st.nextToken());
        System.out.println(survivor(n, k));
    }
}
