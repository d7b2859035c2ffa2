import java.io.*;
import java.util.*;

public class Main {
    /** Returns one array holding every score of first and second, in non-decreasing order. */
    static int[] merge(int[] first, int[] second) {
        return new int[0];
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken();
        int[] first = new int[(int) in.nval];
        for (int i = 0; i < first.length; i++) {
            in.nextToken();
            first[i] = (int) in.nval;
        }
        in.nextToken();
        int[] second = new int[(int) in.nval];
        for (int i = 0; i < second.length; i++) {
            in.nextToken();
            second[i] = (int) in.nval;
        }
        int[] result = merge(first, second);
        StringBuilder out = new StringBuilder();
        for (int k = 0; k < result.length; k++) {
            if (k > 0) out.append(' ');
            out.append(result[k]);
        }
        System.out.println(out);
    }
}
