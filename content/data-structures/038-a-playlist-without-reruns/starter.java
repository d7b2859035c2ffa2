import java.io.*;
import java.util.*;

public class Main {
    /**
     * songs holds the catalogue numbers in the order played. Returns {length, start}: the length of the
     * longest run of consecutive plays with no song twice, and the position (from 1) where the earliest
     * such run begins.
     */
    static int[] longestFreshRun(int[] songs) {
        return new int[] {0, 0};
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
