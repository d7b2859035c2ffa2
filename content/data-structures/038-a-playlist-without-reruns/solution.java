import java.io.*;
import java.util.*;

public class Main {
    /** Returns {length, start position from 1} of the earliest longest run without a repeated song. */
    static int[] longestFreshRun(int[] songs) {
        HashMap<Integer, Integer> latest = new HashMap<>(); // catalogue number -> position of its latest play
        int start = 0, bestLength = 0, bestStart = 0;
        for (int position = 0; position < songs.length; position++) {
            Integer seen = latest.put(songs[position], position);
            if (seen != null && seen >= start) start = seen + 1;
            if (position - start + 1 > bestLength) {
                bestLength = position - start + 1;
                bestStart = start;
            }
        }
        return new int[] {bestLength, bestStart + 1};
    }

    private static byte[] input;
    private static int pos = 0;

    private static int nextInt() {
        while (input[pos] < '0' || input[pos] > '9') pos++;
        int value = 0;
        while (pos < input.length && input[pos] >= '0' && input[pos] <= '9') value = value * 10 + (input[pos++] - '0');
        return value;
    }

    public static void main(String[] args) throws IOException {
        input = System.in.readAllBytes();
        int n = nextInt();
        int[] songs = new int[n];
        for (int i = 0; i < n; i++) songs[i] = nextInt();
        int[] answer = longestFreshRun(songs);
        System.out.println(answer[0] + " " + answer[1]);
    }
}
