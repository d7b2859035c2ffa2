import java.io.*;
import java.util.*;

public class Main {
    /** Returns the k-th order (counting from 1) of the numbers 1..n in dictionary order. */
    static int[] kthArrangement(int n, long k) {
        return new int[n];
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int q = Integer.parseInt(in.readLine().trim());
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < q; i++) {
            StringTokenizer line = new StringTokenizer(in.readLine());
            int n = Integer.parseInt(line.nextToken());
            long k = Long.parseLong(line.nextToken());
            int[] order = kthArrangement(n, k);
            for (int j = 0; j < order.length; j++) {
                if (j > 0) out.append(' ');
                out.append(order[j]);
            }
            out.append('\n');
        }
        System.out.print(out);
    }
}
