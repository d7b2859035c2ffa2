import java.io.*;
import java.util.*;

public class Main {
    static int filled;

    /** Writes the sums of all subsets of values[from, to) into out (recursively: skip or take values[from]). */
    static void subsetSums(long[] values, int from, int to, long sum, long[] out) {
        if (from == to) {
            out[filled++] = sum;
            return;
        }
        subsetSums(values, from + 1, to, sum, out);
        subsetSums(values, from + 1, to, sum + values[from], out);
    }

    static long countSets(long[] values, long target) {
        int n = values.length, half = n / 2;
        long[] left = new long[1 << half], right = new long[1 << (n - half)];
        filled = 0;
        subsetSums(values, 0, half, 0, left);
        filled = 0;
        subsetSums(values, half, n, 0, right);
        Arrays.sort(left);
        Arrays.sort(right);
        // Two pointers: left ascending, right descending, looking for left[i] + right[j] == target.
        long sets = 0;
        int i = 0, j = right.length - 1;
        while (i < left.length && j >= 0) {
            long sum = left[i] + right[j];
            if (sum < target) {
                i++;
            } else if (sum > target) {
                j--;
            } else {
                int iEnd = i, jStart = j;
                while (iEnd < left.length && left[iEnd] == left[i]) iEnd++;
                while (jStart >= 0 && right[jStart] == right[j]) jStart--;
                sets += (long) (iEnd - i) * (j - jStart);
                i = iEnd;
                j = jStart;
            }
        }
        if (target == 0) sets--; // the empty set was counted
        return sets;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer first = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(first.nextToken());
        long target = Long.parseLong(first.nextToken());
        StringTokenizer line = new StringTokenizer(in.readLine());
        long[] values = new long[n];
        for (int i = 0; i < n; i++) values[i] = Long.parseLong(line.nextToken());
        System.out.println(countSets(values, target));
    }
}
