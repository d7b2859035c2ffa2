import java.io.*;
import java.util.*;

public class Main {
    static long countRuns(long[] results, long k) {
        HashMap<Long, Integer> seen = new HashMap<>(); // prefix sum -> how many earlier prefixes have it
        seen.put(0L, 1);
        long prefix = 0, count = 0;
        for (long value : results) {
            prefix += value;
            count += seen.getOrDefault(prefix - k, 0);
            seen.merge(prefix, 1, Integer::sum);
        }
        return count;
    }

    private static byte[] input;
    private static int pos = 0;

    private static long nextLong() {
        while (input[pos] != '-' && (input[pos] < '0' || input[pos] > '9')) pos++;
        boolean negative = input[pos] == '-';
        if (negative) pos++;
        long value = 0;
        while (pos < input.length && input[pos] >= '0' && input[pos] <= '9') value = value * 10 + (input[pos++] - '0');
        return negative ? -value : value;
    }

    public static void main(String[] args) throws IOException {
        input = System.in.readAllBytes();
        int n = (int) nextLong();
        long k = nextLong();
        long[] results = new long[n];
        for (int i = 0; i < n; i++) results[i] = nextLong();
        System.out.println(countRuns(results, k));
    }
}
