import java.io.*;
import java.util.*;

public class Main {
    /** Returns {total waiting time, number (from 1) of the patient who waited longest}. */
    static long[] waitingTimes(int[] arrive, int[] urgency, int[] duration) {
        int n = arrive.length;
        // the next patient to call first: most urgent, then smallest number
        PriorityQueue<Integer> waiting = new PriorityQueue<>(
                (x, y) -> urgency[x] != urgency[y] ? urgency[y] - urgency[x] : x - y);
        long totalWait = 0, longest = -1, freeAt = 0;
        int longestPatient = 0, nextIn = 0;
        for (int k = 0; k < n; k++) {
            if (waiting.isEmpty() && arrive[nextIn] > freeAt) freeAt = arrive[nextIn];
            while (nextIn < n && arrive[nextIn] <= freeAt) waiting.add(nextIn++);
            int patient = waiting.poll();
            long wait = freeAt - arrive[patient];
            totalWait += wait;
            if (wait > longest || (wait == longest && patient < longestPatient)) {
                longest = wait;
                longestPatient = patient;
            }
            freeAt += duration[patient];
        }
        return new long[] {totalWait, longestPatient + 1};
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
        int[] arrive = new int[n], urgency = new int[n], duration = new int[n];
        for (int i = 0; i < n; i++) {
            arrive[i] = nextInt();
            urgency[i] = nextInt();
            duration[i] = nextInt();
        }
        long[] answer = waitingTimes(arrive, urgency, duration);
        System.out.println(answer[0] + " " + answer[1]);
    }
}
