import java.io.*;
import java.util.*;

public class Main {
    /**
     * Returns the fewest new one-way streets needed so that every intersection 1..n can reach every other.
     * Street i leads from a[i] to b[i].
     */
    static int streetsToAdd(int n, int[] a, int[] b) {
        return -1;
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
