import java.io.*;
import java.util.*;

public class Main {
    static final long MOD = 1_000_000_007L;

    /**
     * One equation per lamp, over the levers x_0..x_{n-1} (1 = pulled), counted modulo 2: the levers that
     * toggle the lamp must be pulled an odd number of times in all exactly when the lamp starts lit.
     * Equation j is a row of bits: bit i for lever i, bit n for the right-hand side. Returns the answer's
     * text: "0", or the number of plans modulo MOD and the levers' pattern on a second line.
     */
    static String leverPlans(int n, int m, String lamps, String[] levers) {
        int words = (n + 1 + 63) / 64;
        long[][] rows = new long[m][words];
        for (int i = 0; i < n; i++)
            for (int j = 0; j < m; j++)
                if (levers[i].charAt(j) == '1') rows[j][i >> 6] |= 1L << (i & 63);
        for (int j = 0; j < m; j++)
            if (lamps.charAt(j) == '1') rows[j][n >> 6] |= 1L << (n & 63);
        // Gauss-Jordan elimination: every pivot lever ends up in exactly one equation.
        int[] pivotOf = new int[n];
        int rank = 0;
        for (int i = 0; i < n; i++) {
            pivotOf[i] = -1;
            int w = i >> 6;
            long bit = 1L << (i & 63);
            int r = rank;
            while (r < m && (rows[r][w] & bit) == 0) r++;
            if (r == m) continue;
            long[] t = rows[r];
            rows[r] = rows[rank];
            rows[rank] = t;
            long[] pivot = rows[rank];
            for (int s = 0; s < m; s++) {
                long[] row = rows[s];
                if (s != rank && (row[w] & bit) != 0)
                    for (int x = w; x < words; x++) row[x] ^= pivot[x];
            }
            pivotOf[i] = rank++;
        }
        for (int s = rank; s < m; s++) // the rows left over read 0 = right-hand side
            if ((rows[s][n >> 6] >>> (n & 63) & 1) != 0) return "0";
        long answer = 1;
        for (int k = 0; k < n - rank; k++) answer = answer * 2 % MOD;
        char[] out = new char[n];
        for (int i = 0; i < n; i++) {
            out[i] = '?';
            if (pivotOf[i] < 0) continue;
            long[] row = rows[pivotOf[i]].clone();
            row[n >> 6] &= (1L << (n & 63)) - 1; // drop the right-hand side
            row[i >> 6] &= ~(1L << (i & 63)); // and the lever itself
            boolean others = false; // does any other (free) lever appear in its equation?
            for (long v : row) if (v != 0) others = true;
            if (!others) out[i] = (rows[pivotOf[i]][n >> 6] >>> (n & 63) & 1) != 0 ? '1' : '0';
        }
        return answer + "\n" + new String(out);
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken());
        int m = Integer.parseInt(st.nextToken());
        String lamps = in.readLine().trim();
        String[] levers = new String[n];
        for (int i = 0; i < n; i++) levers[i] = in.readLine().trim();
        System.out.println(leverPlans(n, m, lamps, levers));
    }
}
