import java.io.*;

public class Main {
    /** Returns {length, start hour from 1} of the longest calm run, the earliest among equals. */
    static int[] calmestStretch(long[] t, long d) {
        int n = t.length;
        // two double-ended queues of hours, kept in arrays: an hour enters each at most once
        int[] highs = new int[n]; // readings strictly decreasing, front to back
        int[] lows = new int[n]; // readings strictly increasing, front to back
        int highFront = 0, highBack = 0, lowFront = 0, lowBack = 0;
        int start = 0, bestLength = 0, bestStart = 0;
        for (int end = 0; end < n; end++) {
            while (highBack > highFront && t[highs[highBack - 1]] <= t[end]) highBack--;
            highs[highBack++] = end;
            while (lowBack > lowFront && t[lows[lowBack - 1]] >= t[end]) lowBack--;
            lows[lowBack++] = end;
            while (t[highs[highFront]] - t[lows[lowFront]] > d) {
                start++;
                if (highs[highFront] < start) highFront++;
                if (lows[lowFront] < start) lowFront++;
            }
            if (end - start + 1 > bestLength) {
                bestLength = end - start + 1;
                bestStart = start;
            }
        }
        return new int[] {bestLength, bestStart + 1};
    }

    private static DataInputStream in;

    private static long nextLong() throws IOException {
        int c = in.read();
        while (c != '-' && (c < '0' || c > '9')) c = in.read();
        boolean negative = c == '-';
        if (negative) c = in.read();
        long value = 0;
        while (c >= '0' && c <= '9') {
            value = value * 10 + (c - '0');
            c = in.read();
        }
        return negative ? -value : value;
    }

    public static void main(String[] args) throws IOException {
        in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int n = (int) nextLong();
        long d = nextLong();
        long[] t = new long[n];
        for (int i = 0; i < n; i++) t[i] = nextLong();
        int[] answer = calmestStretch(t, d);
        System.out.println(answer[0] + " " + answer[1]);
    }
}
