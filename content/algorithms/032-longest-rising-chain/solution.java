import java.io.*;
import java.util.*;

public class Main {
    static int longestRisingChain(int[] a) {
        // tails[L - 1] = smallest last value of a rising chain of length L found so far (strictly increasing)
        int[] tails = new int[a.length];
        int length = 0;
        for (int x : a) {
            int lo = 0, hi = length; // first position whose tail is >= x
            while (lo < hi) {
                int mid = (lo + hi) >>> 1;
                if (tails[mid] < x) lo = mid + 1;
                else hi = mid;
            }
            tails[lo] = x;
            if (lo == length) length++;
        }
        return length;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        StringTokenizer st = new StringTokenizer(in.readLine());
        int[] a = new int[n];
        for (int i = 0; i < n; i++) a[i] = Integer.parseInt(st.nextToken());
        System.out.println(longestRisingChain(a));
    }
}
