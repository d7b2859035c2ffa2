import java.io.*;
import java.util.*;

public class Main {
    static int[] countRoads(int n, int[] u, int[] v) {
        int[] count = new int[n + 1];
        for (int i = 0; i < u.length; i++) {
            count[u[i]]++;
            count[v[i]]++;
        }
        return count;
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
