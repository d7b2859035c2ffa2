import java.io.*;
import java.util.*;

public class Main {
    static long[] continueSequence(long[] terms, int k) {
        int n = terms.length;
        long d = terms[1] - terms[0];
        boolean step = true;
        for (int i = 1; i + 1 < n; i++) if (terms[i + 1] - terms[i] != d) step = false;
        long[] next = new long[k];
        if (step) {
            for (int i = 0; i < k; i++) next[i] = terms[n - 1] + d * (i + 1);
            return next;
        }
        for (long t : terms) if (t == 0) return null;
        if (terms[1] % terms[0] != 0) return null;
        long r = terms[1] / terms[0];
        for (int i = 0; i + 1 < n; i++) if (terms[i + 1] != terms[i] * r) return null;
        long last = terms[n - 1];
        for (int i = 0; i < k; i++) {
            last *= r;
            next[i] = last;
        }
        return next;
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
