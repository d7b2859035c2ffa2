import java.io.*;
import java.util.*;

public class Main {
    /** Returns {x, y}, where seedling n stands. */
    static long[] position(long n) {
        if (n == 1) return new long[] {0, 0};
        // The odd squares (2k + 1)^2 close each ring, at the corner (k, -k).
        long k = 1;
        while ((2 * k + 1) * (2 * k + 1) < n) k++;
        long side = 2 * k;
        long offset = n - (2 * k - 1) * (2 * k - 1) - 1;
        if (offset < side) return new long[] {k, -k + 1 + offset};
        if (offset < 2 * side) return new long[] {k - 1 - (offset - side), k};
        if (offset < 3 * side) return new long[] {-k, k - 1 - (offset - 2 * side)};
        return new long[] {-k + 1 + (offset - 3 * side), -k};
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int q = Integer.parseInt(in.readLine().trim());
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < q; i++) {
            long[] p = position(Long.parseLong(in.readLine().trim()));
            out.append(p[0]).append(' ').append(p[1]).append('\n');
        }
        System.out.print(out);
    }
}
