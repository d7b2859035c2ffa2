import java.io.*;
import java.util.*;

public class Main {
    /** from[i] and to[i] are the rooms joined by tunnel i. */
    static int deadEnds(int n, int[] from, int[] to) {
        int[] degree = new int[n + 1];
        for (int i = 0; i < n - 1; i++) {
            degree[from[i]]++;
            degree[to[i]]++;
        }
        int count = 0;
        for (int room = 2; room <= n; room++) if (degree[room] == 1) count++;
        return count;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken();
        int n = (int) in.nval;
        int[] from = new int[Math.max(n - 1, 0)];
        int[] to = new int[Math.max(n - 1, 0)];
        for (int i = 0; i < n - 1; i++) {
            in.nextToken();
            from[i] = (int) in.nval;
            in.nextToken();
            to[i] = (int) in.nval;
        }
        System.out.println(deadEnds(n, from, to));
    }
}
