import java.io.*;
import java.util.*;

public class Main {
    static String moveIn(int n, long k, char source, char target, char spare) {
        long half = 1L << (n - 1); // step number of disk n's own move
        if (k == half) return n + " " + source + " " + target;
        if (k < half) return moveIn(n - 1, k, source, spare, target);
        return moveIn(n - 1, k - half, spare, target, source);
    }

    static String kthMove(int n, long k) {
        return moveIn(n, k, 'A', 'C', 'B');
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int q = Integer.parseInt(in.readLine().trim());
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < q; i++) {
            StringTokenizer line = new StringTokenizer(in.readLine());
            int n = Integer.parseInt(line.nextToken());
            long k = Long.parseLong(line.nextToken());
            out.append(kthMove(n, k)).append('\n');
        }
        System.out.print(out);
    }
}
