import java.io.*;
import java.util.*;

public class Main {
    static boolean[] directFlights(int n, int[] u, int[] v, int[] qa, int[] qb) {
        // adjacency matrix: linked[a][b] is true when a direct flight joins a and b
        boolean[][] linked = new boolean[n + 1][n + 1];
        for (int j = 0; j < u.length; j++) {
            linked[u[j]][v[j]] = true;
            linked[v[j]][u[j]] = true;
        }
        boolean[] answer = new boolean[qa.length];
        for (int i = 0; i < qa.length; i++) answer[i] = linked[qa[i]][qb[i]];
        return answer;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken());
        int m = Integer.parseInt(st.nextToken());
        int q = Integer.parseInt(st.nextToken());
        int[] u = new int[m], v = new int[m];
        for (int j = 0; j < m; j++) {
            st = new StringTokenizer(in.readLine());
            u[j] = Integer.parseInt(st.nextToken());
            v[j] = Integer.parseInt(st.nextToken());
        }
        int[] qa = new int[q], qb = new int[q];
        for (int i = 0; i < q; i++) {
            st = new StringTokenizer(in.readLine());
            qa[i] = Integer.parseInt(st.nextToken());
            qb[i] = Integer.parseInt(st.nextToken());
        }
        boolean[] answer = directFlights(n, u, v, qa, qb);
        StringBuilder out = new StringBuilder();
        for (boolean yes : answer) out.append(yes ? "YES\n" : "NO\n");
        System.out.print(out);
    }
}
