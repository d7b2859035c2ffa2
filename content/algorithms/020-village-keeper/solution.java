import java.io.*;
import java.util.*;

public class Main {
    static int findKeeper(int n, int[] a, int[] b) {
        int[] trustedBy = new int[n + 1], trusts = new int[n + 1];
        for (int i = 0; i < a.length; i++) {
            trusts[a[i]]++;
            trustedBy[b[i]]++;
        }
        for (int v = 1; v <= n; v++) {
            if (trustedBy[v] == n - 1 && trusts[v] == 0) return v;
        }
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
        System.out.println(findKeeper(n, a, b));
    }
}
