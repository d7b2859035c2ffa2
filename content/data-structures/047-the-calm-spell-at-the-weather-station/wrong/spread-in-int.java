// The right two-deque sweep, but the spread is computed in 32-bit ints: with readings near -10^9 and 10^9
// it overflows, turns negative and lets a stormy run pass for a calm one.
import java.io.*;

public class Main {
    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in), 1 << 16));
        in.nextToken();
        int n = (int) in.nval;
        in.nextToken();
        long d = (long) in.nval;
        int[] a = new int[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            a[i] = (int) in.nval;
        }
        int[] highs = new int[n], lows = new int[n];
        int hf = 0, hb = 0, lf = 0, lb = 0, left = 0, bestLength = 0, bestStart = 0;
        for (int right = 0; right < n; right++) {
            while (hb > hf && a[highs[hb - 1]] <= a[right]) hb--;
            highs[hb++] = right;
            while (lb > lf && a[lows[lb - 1]] >= a[right]) lb--;
            lows[lb++] = right;
            while (a[highs[hf]] - a[lows[lf]] > d) {
                left++;
                if (highs[hf] < left) hf++;
                if (lows[lf] < left) lf++;
            }
            if (right - left + 1 > bestLength) {
                bestLength = right - left + 1;
                bestStart = left;
            }
        }
        System.out.println(bestLength + " " + (bestStart + 1));
    }
}
