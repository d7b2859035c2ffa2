import java.io.*;
import java.util.*;

public class Main {
    /**
     * Returns the numbers (1-based, increasing) of the critical roads.
     * Road i (1 <= i <= m) joins u[i] and v[i] (index 0 is unused); villages are numbered 1..n.
     */
    static List<Integer> criticalRoads(int n, int[] u, int[] v) {
        return new ArrayList<>();
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken());
        int m = Integer.parseInt(st.nextToken());
        int[] u = new int[m + 1], v = new int[m + 1];
        for (int i = 1; i <= m; i++) {
            st = new StringTokenizer(in.readLine());
            u[i] = Integer.parseInt(st.nextToken());
            v[i] = Integer.parseInt(st.nextToken());
        }
        List<Integer> critical = criticalRoads(n, u, v);
        StringBuilder out = new StringBuilder();
        out.append(critical.size()).append('\n');
        for (int i = 0; i < critical.size(); i++) {
            out.append(critical.get(i)).append(i == critical.size() - 1 ? '\n' : ' ');
        }
        System.out.print(out);
    }
}
