import java.io.*;
import java.util.*;

public class Main {
    /**
     * Student i (from 0) walks in at arrive[i] and needs need[i] minutes at the wheel; turns last q minutes.
     * Returns the student numbers (from 1) in the order they finish.
     */
    static int[] finishingOrder(long q, long[] arrive, long[] need) {
        return new int[arrive.length];
    }

    private static byte[] input;
    private static int pos = 0;

    private static long nextLong() {
        while (input[pos] < '0' || input[pos] > '9') pos++;
        long value = 0;
        while (pos < input.length && input[pos] >= '0' && input[pos] <= '9') value = value * 10 + (input[pos++] - '0');
        return value;
    }

    public static void main(String[] args) throws IOException {
        input = System.in.readAllBytes();
        int n = (int) nextLong();
        long q = nextLong();
        long[] arrive = new long[n], need = new long[n];
        for (int i = 0; i < n; i++) {
            arrive[i] = nextLong();
            need[i] = nextLong();
        }
        int[] order = finishingOrder(q, arrive, need);
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < n; i++) out.append(i > 0 ? " " : "").append(order[i]);
        System.out.println(out);
    }
}
