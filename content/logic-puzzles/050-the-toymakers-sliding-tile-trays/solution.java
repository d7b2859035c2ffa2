import java.io.*;
import java.util.*;

public class Main {
    static final String GOAL = "123456780";
    static final int STATES = 362880; // 9!
    static final int[] FACT = {40320, 5040, 720, 120, 24, 6, 2, 1, 1};
    static byte[] distance; // the fewest slides to GOAL, by rank of the arrangement; -1 if none

    // An arrangement is kept as 4 bits per cell (cell i in bits 4i..4i+3), 0 for the gap. Its rank is its
    // position among all 9! orders of the cells' contents (the Lehmer code).
    static int rankOf(long state) {
        int[] cells = new int[9];
        for (int i = 0; i < 9; i++) cells[i] = (int) (state >> (4 * i) & 15);
        int r = 0;
        for (int i = 0; i < 9; i++) {
            int smaller = 0;
            for (int j = i + 1; j < 9; j++) if (cells[j] < cells[i]) smaller++;
            r += smaller * FACT[i];
        }
        return r;
    }

    // One breadth-first search backwards from GOAL fills the whole table.
    static void allDistances() {
        distance = new byte[STATES];
        Arrays.fill(distance, (byte) -1);
        long[] queue = new long[STATES];
        int[] gaps = new int[STATES];
        long goal = 0;
        for (int i = 0; i < 9; i++) goal |= (long) (GOAL.charAt(i) - '0') << (4 * i);
        int head = 0, tail = 0;
        queue[tail] = goal;
        gaps[tail++] = 8;
        distance[rankOf(goal)] = 0;
        int[] moves = new int[4];
        while (head < tail) {
            long state = queue[head];
            int gap = gaps[head++];
            int d = distance[rankOf(state)] + 1;
            int count = 0;
            if (gap >= 3) moves[count++] = gap - 3;
            if (gap < 6) moves[count++] = gap + 3;
            if (gap % 3 > 0) moves[count++] = gap - 1;
            if (gap % 3 < 2) moves[count++] = gap + 1;
            for (int k = 0; k < count; k++) {
                int q = moves[k];
                long tile = state >> (4 * q) & 15;
                long next = state - (tile << (4 * q)) + (tile << (4 * gap)); // slide the tile into the gap
                int r = rankOf(next);
                if (distance[r] < 0) {
                    distance[r] = (byte) d;
                    queue[tail] = next;
                    gaps[tail++] = q;
                }
            }
        }
    }

    /**
     * The fewest slides from start to target, or -1 when there is no way. Renames the tiles so that the
     * target becomes GOAL (the tile at cell i of the target gets the name GOAL[i]); names do not matter.
     */
    static int fewestSlides(String start, String target) {
        if (distance == null) allDistances();
        int[] rename = new int[10];
        for (int i = 0; i < 9; i++) rename[target.charAt(i) - '0'] = GOAL.charAt(i) - '0';
        long state = 0;
        for (int i = 0; i < 9; i++) state |= (long) rename[start.charAt(i) - '0'] << (4 * i);
        return distance[rankOf(state)];
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int t = Integer.parseInt(in.readLine().trim());
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < t; i++) {
            StringTokenizer st = new StringTokenizer(in.readLine());
            int d = fewestSlides(st.nextToken(), st.nextToken());
            out.append(d < 0 ? "IMPOSSIBLE" : String.valueOf(d)).append('\n');
        }
        System.out.print(out);
    }
}
