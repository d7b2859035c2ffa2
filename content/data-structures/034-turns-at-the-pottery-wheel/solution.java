import java.io.*;
import java.util.*;

public class Main {
    /** Returns the student numbers (from 1) in the order they finish. */
    static int[] finishingOrder(long q, long[] arrive, long[] need) {
        int n = arrive.length;
        long[] left = need.clone(); // minutes each pot still needs
        ArrayDeque<Integer> line = new ArrayDeque<>();
        int[] order = new int[n];
        int finished = 0, nextIn = 0;
        long now = 0;
        while (finished < n) {
            if (line.isEmpty()) now = Math.max(now, arrive[nextIn]);
            while (nextIn < n && arrive[nextIn] <= now) line.addLast(nextIn++);
            int student = line.pollFirst();
            long turn = Math.min(q, left[student]);
            now += turn;
            left[student] -= turn;
            while (nextIn < n && arrive[nextIn] <= now) line.addLast(nextIn++);
            if (left[student] > 0) line.addLast(student);
            else order[finished++] = student + 1;
        }
        return order;
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
