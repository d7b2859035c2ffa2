import java.io.*;
import java.util.*;

public class Main {
    /**
     * Returns the lexicographically smallest order of courses 1..n that respects every rule
     * "a[i] before b[i]", or null when no order exists.
     */
    static int[] planCourses(int n, int[] a, int[] b) {
        return null;
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
        int[] order = planCourses(n, a, b);
        if (order == null) {
            System.out.println("IMPOSSIBLE");
            return;
        }
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < order.length; i++) out.append(order[i]).append(i == order.length - 1 ? '\n' : ' ');
        System.out.print(out);
    }
}
