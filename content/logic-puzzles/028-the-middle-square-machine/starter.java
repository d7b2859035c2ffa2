import java.io.*;
import java.util.*;

public class Main {
    /** Returns the number on the d-digit display after n turns of the crank, starting from x. */
    static long afterTurns(int d, long x, long n) {
        return 0;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int q = Integer.parseInt(in.readLine().trim());
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < q; i++) {
            StringTokenizer st = new StringTokenizer(in.readLine());
            int d = Integer.parseInt(st.nextToken());
            long x = Long.parseLong(st.nextToken());
            long n = Long.parseLong(st.nextToken());
            String digits = Long.toString(afterTurns(d, x, n));
            for (int k = digits.length(); k < d; k++) out.append('0');
            out.append(digits).append('\n');
        }
        System.out.print(out);
    }
}
