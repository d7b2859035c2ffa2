import java.io.*;
import java.util.*;

public class Main {
    static final int WEST_OF = 0, NEXT_TO = 1, IN = 2, NOT_IN = 3;

    /**
     * Clue i is (kind[i], x[i], y[i]), villagers numbered from 0 in the order they are listed:
     * WEST_OF: x lives somewhere west of y; NEXT_TO: x and y live in neighbouring cottages;
     * IN: x lives in cottage y (1..n); NOT_IN: x does not live in cottage y (1..n).
     * Returns how many ways of putting the n villagers into the n cottages fit every clue.
     */
    static long countArrangements(int n, int[] kind, int[] x, int[] y) {
        return 0;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in));
        StringBuilder text = new StringBuilder();
        for (String line = reader.readLine(); line != null; line = reader.readLine()) text.append(line).append(' ');
        StringTokenizer in = new StringTokenizer(text.toString());
        int n = Integer.parseInt(in.nextToken()), m = Integer.parseInt(in.nextToken());
        Map<String, Integer> index = new HashMap<>();
        for (int i = 0; i < n; i++) index.put(in.nextToken(), i);
        int[] kind = new int[m], x = new int[m], y = new int[m];
        for (int i = 0; i < m; i++) {
            x[i] = index.get(in.nextToken());
            String word = in.nextToken(), other = in.nextToken();
            kind[i] = word.equals("WEST-OF") ? WEST_OF : word.equals("NEXT-TO") ? NEXT_TO : word.equals("IN") ? IN : NOT_IN;
            y[i] = kind[i] == WEST_OF || kind[i] == NEXT_TO ? index.get(other) : Integer.parseInt(other);
        }
        System.out.println(countArrangements(n, kind, x, y));
    }
}
