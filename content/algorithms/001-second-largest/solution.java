import java.io.*;
import java.util.*;

public class Main {
    static Long secondLargest(long[] values) {
        Long best = null, second = null;
        for (long value : values) {
            if (best == null || value > best) {
                second = best;
                best = value;
            } else if (value < best && (second == null || value > second)) {
                second = value;
            }
        }
        return second;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken();
        int n = (int) in.nval;
        long[] values = new long[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            values[i] = (long) in.nval;
        }
        Long answer = secondLargest(values);
        System.out.println(answer == null ? "NONE" : answer.toString());
    }
}
