import java.io.*;
import java.util.*;

public class Main {
    /** Returns the fewest crossings that bring all n animals to the east bank, or -1. */
    static int fewestCrossings(int n, int capacity, int[] a, int[] b) {
        int everyone = (1 << n) - 1, states = 1 << (n + 1);
        int[] enemies = new int[n];
        for (int i = 0; i < a.length; i++) {
            enemies[a[i] - 1] |= 1 << (b[i] - 1);
            enemies[b[i] - 1] |= 1 << (a[i] - 1);
        }
        // peaceful[group]: the animals in group may be left together without the ferryman
        boolean[] peaceful = new boolean[1 << n];
        peaceful[0] = true;
        for (int group = 1; group <= everyone; group++) {
            int low = Integer.numberOfTrailingZeros(group), rest = group & (group - 1);
            peaceful[group] = peaceful[rest] && (enemies[low] & rest) == 0;
        }
        // A state is west | side << n: the animals on the west bank and the ferryman's bank (0 west, 1 east).
        int[] crossings = new int[states];
        Arrays.fill(crossings, -1);
        int[] queue = new int[states];
        int head = 0, tail = 0, goal = 1 << n;
        crossings[everyone] = 0;
        queue[tail++] = everyone;
        while (head < tail && crossings[goal] < 0) {
            int state = queue[head++];
            int west = state & everyone, side = state >> n;
            int here = side == 0 ? west : everyone & ~west;
            // every group he can take along: a subset of his bank with at most capacity animals
            for (int group = here;; group = (group - 1) & here) {
                if (Integer.bitCount(group) <= capacity) {
                    int newWest = side == 0 ? west & ~group : west | group;
                    int leftBehind = side == 0 ? newWest : everyone & ~newWest;
                    int following = newWest | (1 - side) << n;
                    if (peaceful[leftBehind] && crossings[following] < 0) {
                        crossings[following] = crossings[state] + 1;
                        queue[tail++] = following;
                    }
                }
                if (group == 0) break;
            }
        }
        return crossings[goal];
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken();
        int n = (int) in.nval;
        in.nextToken();
        int capacity = (int) in.nval;
        in.nextToken();
        int m = (int) in.nval;
        int[] a = new int[m], b = new int[m];
        for (int i = 0; i < m; i++) {
            in.nextToken();
            a[i] = (int) in.nval;
            in.nextToken();
            b[i] = (int) in.nval;
        }
        System.out.println(fewestCrossings(n, capacity, a, b));
    }
}
