import java.io.*;
import java.util.*;

public class Main {
    /** Returns true when players 1..n can be split into two teams with every rivalry (a[i], b[i]) between the teams. */
    static boolean canSplit(int n, int[] a, int[] b) {
        return false;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken());
        int m = Integer.parseInt(st.nextToken());
        int[] a = new int[m], b = new int[m];
        for (int i = 0; i < m; i++) {
            st = new StringTokenizer(in.readLine());
            a[i] = Integer.parseInt(st.nextToken());
            b[i] = Integer.parseInt(st.nextToken());
        }
        System.out.println(canSplit(n, a, b) ? "YES" : "NO");
    }
}
