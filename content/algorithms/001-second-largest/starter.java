import java.io.*;
import java.util.*;

public class Main {
    /** Returns the second largest distinct value, or null when there is none. */
    static Long secondLargest(long[] values) {
        return null;
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
