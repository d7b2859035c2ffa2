import java.io.*;
import java.util.*;

public class Main {
    static int[] merge(int[] first, int[] second) {
        int[] result = new int[first.length + second.length];
        int i = 0, j = 0, k = 0;
        while (i < first.length && j < second.length) {
            if (first[i] <= second[j]) result[k++] = first[i++];
            else result[k++] = second[j++];
        }
        while (i < first.length) result[k++] = first[i++];
        while (j < second.length) result[k++] = second[j++];
        return result;
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
