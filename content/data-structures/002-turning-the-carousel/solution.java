import java.io.*;
import java.util.*;

public class Main {
    /** Returns the horses on seats 1 to n after turning the carousel k steps (right when k > 0, left when k < 0). */
    static int[] turn(int[] horses, long k) {
        int n = horses.length;
        int right = (int) Math.floorMod(k, (long) n);
        int[] result = new int[n];
        for (int i = 0; i < n; i++) result[(i + right) % n] = horses[i];
        return result;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken();
        int n = (int) in.nval;
        in.nextToken();
        long k = (long) in.nval;
        int[] horses = new int[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            horses[i] = (int) in.nval;
        }
        int[] result = turn(horses, k);
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < n; i++) {
            if (i > 0) out.append(' ');
            out.append(result[i]);
        }
        System.out.println(out);
    }
}
