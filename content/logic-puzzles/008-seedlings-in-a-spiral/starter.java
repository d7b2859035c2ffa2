import java.io.*;
import java.util.*;

public class Main {
    /** Returns {x, y}, where seedling n stands. */
    static long[] position(long n) {
        return new long[] {0, 0};
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
