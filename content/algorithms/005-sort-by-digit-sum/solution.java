import java.io.*;
import java.util.*;

public class Main {
    static int digitSum(long number) {
        int total = 0;
        while (number > 0) {
            total += (int) (number % 10);
            number /= 10;
        }
        return total;
    }

    static void postmanOrder(long[] numbers) {
        // Pack (digit sum, number) into one long so a plain sort orders by digit sum, then by number.
        long[] keys = new long[numbers.length];
        for (int i = 0; i < numbers.length; i++) keys[i] = ((long) digitSum(numbers[i]) << 32) | numbers[i];
        Arrays.sort(keys);
        for (int i = 0; i < numbers.length; i++) numbers[i] = keys[i] & 0xFFFFFFFFL;
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
