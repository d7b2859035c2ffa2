import java.io.*;
import java.util.*;

public class Main {
    /** Returns the next k numbers, or null when the sequence follows neither rule. */
    static long[] continueSequence(long[] terms, int k) {
        return null;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken());
        int k = Integer.parseInt(st.nextToken());
        st = new StringTokenizer(in.readLine());
        long[] terms = new long[n];
        for (int i = 0; i < n; i++) terms[i] = Long.parseLong(st.nextToken());
        long[] next = continueSequence(terms, k);
        if (next == null) {
            System.out.println("UNKNOWN");
            return;
        }
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < k; i++) out.append(i > 0 ? " " : "").append(next[i]);
        System.out.println(out);
    }
}
