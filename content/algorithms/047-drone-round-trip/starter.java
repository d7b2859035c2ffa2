import java.io.*;
import java.util.*;

public class Main {
    /**
     * Returns the shortest round trip from location 0 through every other location exactly once and back.
     * t[i][j] is the flight time from i to j.
     */
    static long shortestRoundTrip(long[][] t) {
        return 0;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        long[][] t = new long[n][n];
        for (int i = 0; i < n; i++) {
            StringTokenizer st = new StringTokenizer(in.readLine());
            for (int j = 0; j < n; j++) t[i][j] = Long.parseLong(st.nextToken());
        }
        System.out.println(shortestRoundTrip(t));
    }
}
