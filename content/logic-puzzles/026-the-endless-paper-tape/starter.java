import java.io.*;
import java.util.*;

public class Main {
    /**
     * Returns {s, p} for the digits of 1/n: s digits come before the repeating block, which has length p.
     * When the decimal ends, s is its number of digits and p is 0.
     */
    static long[] tape(long n) {
        return new long[] {0, 0};
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int q = Integer.parseInt(in.readLine().trim());
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < q; i++) {
            long[] answer = tape(Long.parseLong(in.readLine().trim()));
            out.append(answer[0]).append(' ').append(answer[1]).append('\n');
        }
        System.out.print(out);
    }
}
