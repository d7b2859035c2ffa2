import java.io.*;
import java.util.*;

public class Main {
    /**
     * Patient i (from 0) arrives at arrive[i] with urgency[i] and needs duration[i] minutes. Returns {total
     * waiting time, number (from 1) of the patient who waited longest, the smallest number among ties}.
     */
    static long[] waitingTimes(int[] arrive, int[] urgency, int[] duration) {
        return new long[] {0, 0};
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
