import java.io.*;
import java.util.*;

public class Main {
    static int[] planCourses(int n, int[] a, int[] b) {
        List<List<Integer>> unblocks = new ArrayList<>();
        for (int x = 0; x <= n; x++) unblocks.add(new ArrayList<>());
        int[] blocked = new int[n + 1]; // rules still blocking each course
        for (int i = 0; i < a.length; i++) {
            unblocks.get(a[i]).add(b[i]);
            blocked[b[i]]++;
        }
        PriorityQueue<Integer> available = new PriorityQueue<>();
        for (int x = 1; x <= n; x++) {
            if (blocked[x] == 0) available.add(x);
        }
        int[] order = new int[n];
        int taken = 0;
        while (!available.isEmpty()) {
            int x = available.poll();
            order[taken++] = x;
            for (int y : unblocks.get(x)) {
                if (--blocked[y] == 0) available.add(y);
            }
        }
        return taken == n ? order : null; // fewer means some courses wait for each other in a cycle
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
