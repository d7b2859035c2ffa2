import java.io.*;
import java.util.*;

public class Main {
    /** Returns the number at position k (from 1) when 1..n are sorted as words in dictionary order. */
    static long kthInDictionaryOrder(long n, long k) {
        return -1;
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
