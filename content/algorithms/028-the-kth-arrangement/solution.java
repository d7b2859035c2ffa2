import java.io.*;
import java.util.*;

public class Main {
    static long factorial(int m) {
        long f = 1;
        for (int i = 2; i <= m; i++) f *= i;
        return f;
    }

    /** Appends order number index (counting from 0) of the sorted list unused to order. */
    static void arrange(List<Integer> unused, long index, List<Integer> order) {
        if (unused.isEmpty()) return;
        long block = factorial(unused.size() - 1); // orders per choice of the first element
        order.add(unused.remove((int) (index / block)));
        arrange(unused, index % block, order);
    }

    static int[] kthArrangement(int n, long k) {
        List<Integer> unused = new ArrayList<>();
        for (int i = 1; i <= n; i++) unused.add(i);
        List<Integer> order = new ArrayList<>();
        arrange(unused, k - 1, order);
        return order.stream().mapToInt(Integer::intValue).toArray();
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
