import java.io.*;
import java.util.*;

public class Main {
    /** Keys for every setting of dials from..to-1: its clicks for every try, packed base length + 1. */
    static long[] halfKeys(int from, int to, int digits, String[] guess, long[] power) {
        long[] keys = {0};
        for (int dial = from; dial < to; dial++) {
            long[] gain = new long[digits];
            for (int j = 0; j < guess.length; j++) gain[guess[j].charAt(dial) - '0'] += power[j];
            long[] longer = new long[keys.length * digits];
            for (int i = 0; i < keys.length; i++) {
                for (int d = 0; d < digits; d++) longer[i * digits + d] = keys[i] + gain[d];
            }
            keys = longer;
        }
        return keys;
    }

    /** The number of keys (sorted) that are at most value. */
    static int countUpTo(long[] keys, long value) {
        int low = 0, high = keys.length;
        while (low < high) {
            int mid = (low + high) >>> 1;
            if (keys[mid] <= value) low = mid + 1;
            else high = mid;
        }
        return low;
    }

    static long possibleCombinations(int length, int digits, String[] guess, int[] clicks) {
        // Clicks add up dial by dial, so split the dials into a left half and a right half. A
        // half-combination is summed up by its clicks for every try, packed into one number (base
        // length + 1, one place per try; no place can overflow). A full combination fits when its halves'
        // numbers add up to the notebook's clicks packed the same way.
        long[] power = new long[guess.length];
        long target = 0;
        for (int j = 0; j < guess.length; j++) {
            power[j] = j == 0 ? 1 : power[j - 1] * (length + 1);
            target += clicks[j] * power[j];
        }
        int middle = length / 2;
        long[] left = halfKeys(0, middle, digits, guess, power);
        long[] right = halfKeys(middle, length, digits, guess, power);
        Arrays.sort(left);
        long total = 0;
        for (long key : right) {
            long want = target - key;
            total += countUpTo(left, want) - countUpTo(left, want - 1);
        }
        return total;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in));
        StringBuilder text = new StringBuilder();
        for (String line = reader.readLine(); line != null; line = reader.readLine()) text.append(line).append(' ');
        StringTokenizer in = new StringTokenizer(text.toString());
        int length = Integer.parseInt(in.nextToken()), digits = Integer.parseInt(in.nextToken());
        int g = Integer.parseInt(in.nextToken());
        String[] guess = new String[g];
        int[] clicks = new int[g];
        for (int j = 0; j < g; j++) {
            guess[j] = in.nextToken();
            clicks[j] = Integer.parseInt(in.nextToken());
        }
        System.out.println(possibleCombinations(length, digits, guess, clicks));
    }
}
