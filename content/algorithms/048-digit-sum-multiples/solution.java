import java.io.*;
import java.util.*;

public class Main {
    // ways[len][r]: strings of len digits (leading zeros allowed) whose digit sum is r modulo k
    static long[][] ways;

    // how many numbers x with 0 <= x <= n have a digit sum divisible by k
    static long countUpTo(long n, int k) {
        if (n < 0) return 0;
        String digits = Long.toString(n);
        int len = digits.length();
        long count = 0;
        int prefix = 0; // digit sum of the prefix shared with n, modulo k
        for (int pos = 0; pos < len; pos++) {
            int digit = digits.charAt(pos) - '0', freePositions = len - pos - 1;
            for (int d = 0; d < digit; d++) {
                int need = Math.floorMod(-(prefix + d), k);
                count += ways[freePositions][need];
            }
            prefix = (prefix + digit) % k;
        }
        if (prefix == 0) count++; // n itself
        return count;
    }

    static long countLucky(long low, long high, int k) {
        ways = new long[19][k]; // 18 free positions at most, since n <= 10^18
        ways[0][0] = 1;
        for (int len = 1; len < 19; len++) {
            for (int r = 0; r < k; r++) {
                for (int d = 0; d <= 9; d++) ways[len][(r + d) % k] += ways[len - 1][r];
            }
        }
        return countUpTo(high, k) - countUpTo(low - 1, k);
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        long low = Long.parseLong(st.nextToken());
        long high = Long.parseLong(st.nextToken());
        int k = Integer.parseInt(st.nextToken());
        System.out.println(countLucky(low, high, k));
    }
}
