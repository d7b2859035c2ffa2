import java.io.*;
import java.util.*;

public class Main {
    /** parents[i] is the parent of folder i for 2 <= i <= n; parents[1] is 0. */
    static int deepestShared(int[] parents, int a, int b) {
        // Mark the folders holding a, then climb from b to the first marked one.
        boolean[] holdsA = new boolean[parents.length];
        for (int folder = a; folder != 0; folder = parents[folder]) holdsA[folder] = true;
        int folder = b;
        while (!holdsA[folder]) folder = parents[folder];
        return folder;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken();
        int n = (int) in.nval;
        int[] parents = new int[n + 1];
        for (int i = 2; i <= n; i++) {
            in.nextToken();
            parents[i] = (int) in.nval;
        }
        in.nextToken();
        int q = (int) in.nval;
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < q; i++) {
            in.nextToken();
            int a = (int) in.nval;
            in.nextToken();
            int b = (int) in.nval;
            out.append(deepestShared(parents, a, b)).append('\n');
        }
        System.out.print(out);
    }
}
