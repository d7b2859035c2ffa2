import java.io.*;
import java.util.*;

public class Main {
    /** Returns how many numbers x with low <= x <= high have a digit sum divisible by k. */
    static long countLucky(long low, long high, int k) {
        return 0;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        long low = Long.parseLong(st.nextToken());
        long high = Long.parseLong(st.nextToken());
        int k = Integer.parseInt(st.nextToken());
        System.out.println(countLucky(low, high, k));
    }
}
