import java.io.*;
import java.util.*;

public class Main {
    /** Reorders numbers in place: increasing digit sum, ties broken by the smaller number first. */
    static void postmanOrder(long[] numbers) {
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
        postmanOrder(numbers);
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < n; i++) {
            if (i > 0) out.append(' ');
            out.append(numbers[i]);
        }
        System.out.println(out);
    }
}
