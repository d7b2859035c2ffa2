import java.io.*;
import java.util.*;

public class Main {
    static List<Integer> criticalRoads(int n, int[] u, int[] v) {
        int m = u.length - 1;
        // adjacency in compressed form: the roads at x are slots start[x] .. start[x + 1] - 1
        int[] start = new int[n + 2];
        for (int i = 1; i <= m; i++) {
            start[u[i] + 1]++;
            start[v[i] + 1]++;
        }
        for (int x = 1; x <= n + 1; x++) start[x] += start[x - 1];
        int[] to = new int[2 * m], road = new int[2 * m];
        int[] fill = Arrays.copyOf(start, n + 1);
        for (int i = 1; i <= m; i++) {
            to[fill[u[i]]] = v[i];
            road[fill[u[i]]++] = i;
            to[fill[v[i]]] = u[i];
            road[fill[v[i]]++] = i;
        }

        int[] number = new int[n + 1]; // discovery number, 0 = not visited
        int[] low = new int[n + 1];
        int[] nextSlot = new int[n + 1]; // next road to try at each village
        int[] cameBy = new int[n + 1]; // the road used to enter each village
        int[] stack = new int[n + 1];
        boolean[] isCritical = new boolean[m + 1];
        int counter = 0;
        for (int root = 1; root <= n; root++) {
            if (number[root] != 0) continue;
            int top = 0;
            stack[top++] = root;
            cameBy[root] = 0;
            number[root] = low[root] = ++counter;
            nextSlot[root] = start[root];
            while (top > 0) {
                int x = stack[top - 1];
                if (nextSlot[x] < start[x + 1]) {
                    int slot = nextSlot[x]++;
                    int y = to[slot];
                    if (road[slot] == cameBy[x]) continue; // do not go back along the same road
                    if (number[y] != 0) {
                        low[x] = Math.min(low[x], number[y]);
                    } else {
                        number[y] = low[y] = ++counter;
                        cameBy[y] = road[slot];
                        nextSlot[y] = start[y];
                        stack[top++] = y;
                    }
                } else {
                    top--; // x is finished: report to its parent
                    if (top > 0) {
                        int parent = stack[top - 1];
                        low[parent] = Math.min(low[parent], low[x]);
                        if (low[x] > number[parent]) isCritical[cameBy[x]] = true;
                    }
                }
            }
        }
        List<Integer> critical = new ArrayList<>();
        for (int i = 1; i <= m; i++) {
            if (isCritical[i]) critical.add(i);
        }
        return critical;
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
