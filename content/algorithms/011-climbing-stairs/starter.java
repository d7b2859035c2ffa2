import java.io.*;

public class Main {
    /** Returns the number of different ways to climb n steps, 1 or 2 steps at a time. */
    static long countWays(int n) {
        return 0;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        System.out.println(countWays(n));
    }
}
