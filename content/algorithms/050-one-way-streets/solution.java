import java.io.*;
import java.util.*;

public class Main {
    static int streetsToAdd(int n, int[] a, int[] b) {
        int m = a.length;
        // outgoing streets in compressed form: the streets leaving x end at next[start[x] .. start[x + 1] - 1]
        int[] start = new int[n + 2];
        for (int i = 0; i < m; i++) start[a[i] + 1]++;
        for (int x = 1; x <= n + 1; x++) start[x] += start[x - 1];
        int[] next = new int[m];
        int[] fill = Arrays.copyOf(start, n + 1);
        for (int i = 0; i < m; i++) next[fill[a[i]]++] = b[i];

        // Tarjan's algorithm with an explicit stack
        int[] number = new int[n + 1]; // discovery number, 0 = not visited
        int[] low = new int[n + 1];
        int[] comp = new int[n + 1]; // component of each intersection, 0 = not assigned
        int[] slot = new int[n + 1]; // next street to try from each intersection
        int[] path = new int[n + 1]; // the depth-first search path
        int[] waiting = new int[n + 1]; // visited, not yet in a component
        int counter = 0, comps = 0, waitingTop = 0;
        for (int root = 1; root <= n; root++) {
            if (number[root] != 0) continue;
            int depth = 0;
            path[depth++] = root;
            number[root] = low[root] = ++counter;
            slot[root] = start[root];
            waiting[waitingTop++] = root;
            while (depth > 0) {
                int x = path[depth - 1];
                if (slot[x] < start[x + 1]) {
                    int y = next[slot[x]++];
                    if (number[y] == 0) {
                        number[y] = low[y] = ++counter;
                        slot[y] = start[y];
                        waiting[waitingTop++] = y;
                        path[depth++] = y;
                    } else if (comp[y] == 0) {
                        low[x] = Math.min(low[x], number[y]); // y is still waiting for its component
                    }
                } else {
                    depth--;
                    if (depth > 0) low[path[depth - 1]] = Math.min(low[path[depth - 1]], low[x]);
                    if (low[x] == number[x]) { // x is the first intersection of a component
                        comps++;
                        int y;
                        do {
                            y = waiting[--waitingTop];
                            comp[y] = comps;
                        } while (y != x);
                    }
                }
            }
        }
        if (comps == 1) return 0;
        boolean[] hasIn = new boolean[comps + 1], hasOut = new boolean[comps + 1];
        for (int i = 0; i < m; i++) {
            if (comp[a[i]] != comp[b[i]]) {
                hasOut[comp[a[i]]] = true;
                hasIn[comp[b[i]]] = true;
            }
        }
        int sources = 0, sinks = 0;
        for (int c = 1; c <= comps; c++) {
            if (!hasIn[c]) sources++;
            if (!hasOut[c]) sinks++;
        }
        return Math.max(sources, sinks);
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
        System.out.println(streetsToAdd(n, a, b));
    }
}
