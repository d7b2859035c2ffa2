import java.io.*;
import java.util.*;

public class Main {
    /** parents[i] is the parent of person i (1-based; 0 for the founder). */
    static int generations(int[] parents, int n) {
        int[] depth = new int[n + 1];
        int[] path = new int[n + 1];
        int best = 0;
        for (int start = 1; start <= n; start++) {
            int length = 0;
            int person = start;
            // Walk up until a person whose generation is already known (or past the founder).
            while (person != 0 && depth[person] == 0) {
                path[length++] = person;
                person = parents[person];
            }
            int known = person != 0 ? depth[person] : 0;
            for (int i = length - 1; i >= 0; i--) depth[path[i]] = ++known;
            best = Math.max(best, depth[start]);
        }
        return best;
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
