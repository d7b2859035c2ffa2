import java.io.*;
import java.util.*;

public class Main {
    static final int WEST_OF = 0, NEXT_TO = 1, IN = 2, NOT_IN = 3;

    /** Clue i is (kind[i], x[i], y[i]): y is a villager for WEST_OF and NEXT_TO, a cottage 1..n otherwise. */
    static long countArrangements(int n, int[] kind, int[] x, int[] y) {
        // Per villager: the cottages allowed (bit k-1 for cottage k), who must live further west, and who
        // must live next door.
        int[] allowed = new int[n], west = new int[n], neighbours = new int[n];
        Arrays.fill(allowed, (1 << n) - 1);
        for (int i = 0; i < kind.length; i++) {
            if (kind[i] == WEST_OF) {
                west[y[i]] |= 1 << x[i];
            } else if (kind[i] == NEXT_TO) {
                neighbours[x[i]] |= 1 << y[i];
                neighbours[y[i]] |= 1 << x[i];
            } else if (kind[i] == IN) {
                for (int other = 0; other < n; other++) {
                    allowed[other] &= other == x[i] ? 1 << (y[i] - 1) : ~(1 << (y[i] - 1));
                }
            } else {
                allowed[x[i]] &= ~(1 << (y[i] - 1));
            }
        }
        // Fill the cottages from west to east. ways[mask][last]: arrangements of the villagers in mask in
        // the first cottages, with last in the easternmost of them, that break no clue so far.
        int full = (1 << n) - 1;
        long[][] ways = new long[1 << n][n];
        for (int v = 0; v < n; v++) if ((allowed[v] & 1) != 0 && west[v] == 0) ways[1 << v][v] = 1;
        for (int mask = 1; mask < full; mask++) {
            int cottage = Integer.bitCount(mask); // the next cottage to fill, counting from 0
            for (int last = 0; last < n; last++) {
                long count = ways[mask][last];
                if (count == 0) continue;
                int waiting = neighbours[last] & ~mask; // they have to come right now
                for (int v = 0; v < n; v++) {
                    int bit = 1 << v;
                    if ((mask & bit) != 0 || ((allowed[v] >> cottage) & 1) == 0 || (west[v] & ~mask) != 0
                            || (waiting & ~bit) != 0 || (neighbours[v] & mask & ~(1 << last)) != 0) continue;
                    ways[mask | bit][v] += count;
                }
            }
        }
        long total = 0;
        for (int last = 0; last < n; last++) total += ways[full][last];
        return total;
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
