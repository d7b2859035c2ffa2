import java.io.*;
import java.util.*;

public class Main {
    /** Returns the smallest total toll to climb from the ground to the landing. toll[1..n] are the step tolls. */
    static long cheapestClimb(int n, int[] toll) {
        return -1;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        StringTokenizer st = new StringTokenizer(in.readLine());
        int[] toll = new int[n + 1];
        for (int i = 1; i <= n; i++) toll[i] = Integer.parseInt(st.nextToken());
        System.out.println(cheapestClimb(n, toll));
    }
}
