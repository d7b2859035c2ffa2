import java.io.*;
import java.util.*;

public class Main {
    /**
     * Returns one boolean per question: true when a direct flight joins qa[i] and qb[i].
     * Flight j joins u[j] and v[j]; airports are numbered 1..n.
     */
    static boolean[] directFlights(int n, int[] u, int[] v, int[] qa, int[] qb) {
        return new boolean[qa.length];
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
