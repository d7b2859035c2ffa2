import java.io.*;
import java.util.*;

public class Main {
    /**
     * Returns the keeper (trusted by all n - 1 others, trusts nobody), or -1.
     * Statement i says a[i] trusts b[i]; villagers are numbered 1..n.
     */
    static int findKeeper(int n, int[] a, int[] b) {
        return 0;
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
        System.out.println(findKeeper(n, a, b));
    }
}
