import java.io.*;
import java.util.*;

public class Main {
    /** parents[i] is the parent of person i (1-based; 0 for the founder). Returns the number of generations. */
    static int generations(int[] parents, int n) {
        return 0;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken();
        int n = (int) in.nval;
        int[] parents = new int[n + 1];
        for (int i = 1; i <= n; i++) {
            in.nextToken();
            parents[i] = (int) in.nval;
        }
        System.out.println(generations(parents, n));
    }
}
