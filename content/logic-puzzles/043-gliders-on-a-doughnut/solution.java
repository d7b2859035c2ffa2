import java.io.*;
import java.util.*;

public class Main {
    /**
     * Returns the board after t generations. The board is finite, so sooner or later it repeats a state;
     * from then on it runs in a cycle.
     */
    static String[] boardAfter(int r, int c, long t, String[] rows) {
        int cells = r * c;
        char[] state = String.join("", rows).toCharArray();
        List<String> history = new ArrayList<>();
        Map<String, Integer> seen = new HashMap<>();
        String key = new String(state);
        history.add(key);
        seen.put(key, 0);
        long generation = 0;
        while (generation < t) {
            char[] next = new char[cells];
            for (int i = 0; i < r; i++) {
                for (int j = 0; j < c; j++) {
                    int alive = 0;
                    for (int di = -1; di <= 1; di++)
                        for (int dj = -1; dj <= 1; dj++)
                            if ((di != 0 || dj != 0) && state[((i + di + r) % r) * c + (j + dj + c) % c] == '#') alive++;
                    next[i * c + j] = alive == 3 || (alive == 2 && state[i * c + j] == '#') ? '#' : '.';
                }
            }
            state = next;
            generation++;
            key = new String(state);
            Integer first = seen.get(key);
            if (first != null) { // generation `first` == generation `generation`: a cycle
                long period = generation - first;
                key = history.get((int) (first + (t - generation) % period));
                break;
            }
            seen.put(key, (int) generation);
            history.add(key);
        }
        String[] out = new String[r];
        for (int i = 0; i < r; i++) out[i] = key.substring(i * c, (i + 1) * c);
        return out;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        int r = Integer.parseInt(st.nextToken());
        int c = Integer.parseInt(st.nextToken());
        long t = Long.parseLong(st.nextToken());
        String[] rows = new String[r];
        for (int i = 0; i < r; i++) rows[i] = in.readLine().trim();
        System.out.println(String.join("\n", boardAfter(r, c, t, rows)));
    }
}
