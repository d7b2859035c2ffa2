import java.io.*;
import java.util.*;

public class Main {
    /** How many numbers from 1 to n start (as words) with the digits of prefix. */
    static long countWithPrefix(long prefix, long n) {
        long count = 0;
        long first = prefix, last = prefix;
        while (first <= n) {
            count += Math.min(last, n) - first + 1;
            if (first > n / 10) break; // the next level starts beyond n (and 10 * first might overflow)
            first = first * 10;
            last = last > n / 10 ? n : last * 10 + 9;
        }
        return count;
    }

    static long kthInDictionaryOrder(long n, long k) {
        long current = 1;
        long steps = k - 1; // moves still to make from the first word, "1"
        while (steps > 0) {
            long size = countWithPrefix(current, n);
            if (size <= steps) {
                current++; // skip the whole subtree of current
                steps -= size;
            } else {
                current *= 10; // step down to the first child
                steps--;
            }
        }
        return current;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int q = Integer.parseInt(in.readLine().trim());
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < q; i++) {
            StringTokenizer line = new StringTokenizer(in.readLine());
            long n = Long.parseLong(line.nextToken());
            long k = Long.parseLong(line.nextToken());
            out.append(kthInDictionaryOrder(n, k)).append('\n');
        }
        System.out.print(out);
    }
}
