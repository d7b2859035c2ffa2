import java.io.*;
import java.util.*;

public class Main {
    /** Returns a to the power b, modulo m (a number from 0 to m - 1). */
    static long power(long a, long b, long m) {
        return -1;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int t = Integer.parseInt(in.readLine().trim());
        StringBuilder out = new StringBuilder();
        for (int q = 0; q < t; q++) {
            StringTokenizer line = new StringTokenizer(in.readLine());
            long a = Long.parseLong(line.nextToken());
            long b = Long.parseLong(line.nextToken());
            long m = Long.parseLong(line.nextToken());
            out.append(power(a, b, m)).append('\n');
        }
        System.out.print(out);
    }
}
