import java.io.*;
import java.util.*;

public class Main {
    /** Returns the 1-based position of the first occurrence of x in the sorted array numbers, or -1. */
    static int firstPosition(long[] numbers, long x) {
        return 0;
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
