import java.io.*;
import java.util.*;

public class Main {
    /** Returns an array whose entry i (1..n) is the number of roads at crossing i. Road j joins u[j] and v[j]. */
    static int[] countRoads(int n, int[] u, int[] v) {
        return new int[n + 1];
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken());
        int m = Integer.parseInt(st.nextToken());
        int[] u = new int[m], v = new int[m];
        for (int i = 0; i < m; i++) {
            st = new StringTokenizer(in.readLine());
            u[i] = Integer.parseInt(st.nextToken());
            v[i] = Integer.parseInt(st.nextToken());
        }
        int[] count = countRoads(n, u, v);
        StringBuilder out = new StringBuilder();
        for (int i = 1; i <= n; i++) {
            out.append(count[i]).append(i == n ? '\n' : ' ');
        }
        System.out.print(out);
    }
}
