import java.io.*;
import java.util.*;

public class Main {
    /**
     * Returns the shortest driving time from crossing 1 to crossing n, or -1 when n cannot be reached.
     * Road i joins u[i] and v[i] both ways and takes w[i] minutes.
     */
    static long fastestRoute(int n, int[] u, int[] v, int[] w) {
        return 0;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken());
        int m = Integer.parseInt(st.nextToken());
        int[] u = new int[m], v = new int[m], w = new int[m];
        for (int i = 0; i < m; i++) {
            st = new StringTokenizer(in.readLine());
            u[i] = Integer.parseInt(st.nextToken());
            v[i] = Integer.parseInt(st.nextToken());
            w[i] = Integer.parseInt(st.nextToken());
        }
        System.out.println(fastestRoute(n, u, v, w));
    }
}
