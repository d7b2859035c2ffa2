import java.io.*;
import java.util.*;

public class Main {
    /** Returns how many zeros n! ends with when it is written in base b. */
    static long trailingZeros(long n, long b) {
        return 0;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int q = Integer.parseInt(in.readLine().trim());
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < q; i++) {
            StringTokenizer st = new StringTokenizer(in.readLine());
            long n = Long.parseLong(st.nextToken());
            long b = Long.parseLong(st.nextToken());
            out.append(trailingZeros(n, b)).append('\n');
        }
        System.out.print(out);
    }
}
