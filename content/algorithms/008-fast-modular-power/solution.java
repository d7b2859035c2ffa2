import java.io.*;
import java.util.*;

public class Main {
    static long power(long a, long b, long m) {
        if (b == 0) return 1 % m;
        long half = power(a, b / 2, m);
        long result = half * half % m;
        if (b % 2 == 1) result = result * (a % m) % m;
        return result;
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
