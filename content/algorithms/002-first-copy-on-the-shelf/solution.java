import java.io.*;
import java.util.*;

public class Main {
    static int firstPosition(long[] numbers, long x) {
        int lo = 0, hi = numbers.length; // the first index with numbers[i] >= x lies in [lo, hi]
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (numbers[mid] < x) lo = mid + 1;
            else hi = mid;
        }
        return (lo < numbers.length && numbers[lo] == x) ? lo + 1 : -1;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken();
        int n = (int) in.nval;
        long[] numbers = new long[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            numbers[i] = (long) in.nval;
        }
        in.nextToken();
        long x = (long) in.nval;
        System.out.println(firstPosition(numbers, x));
    }
}
