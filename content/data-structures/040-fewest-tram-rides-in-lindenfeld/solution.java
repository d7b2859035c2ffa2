import java.io.*;
import java.util.*;

public class Main {
    static int fewestRides(String[][] lines, String start, String goal) {
        if (start.equals(goal)) return 0;
        int m = lines.length;
        HashMap<String, Integer> number = new HashMap<>(); // stop name -> stop number
        int[][] stopsOf = new int[m][];
        for (int j = 0; j < m; j++) {
            stopsOf[j] = new int[lines[j].length];
            for (int i = 0; i < lines[j].length; i++) {
                Integer s = number.get(lines[j][i]);
                if (s == null) {
                    s = number.size();
                    number.put(lines[j][i], s);
                }
                stopsOf[j][i] = s;
            }
        }
        Integer source = number.get(start), target = number.get(goal);
        if (source == null || target == null) return -1;
        int stops = number.size();
        // the lines serving each stop, in compressed form: linesAt[first[s] .. first[s + 1] - 1]
        int[] first = new int[stops + 1];
        for (int[] line : stopsOf) for (int s : line) first[s + 1]++;
        for (int s = 0; s < stops; s++) first[s + 1] += first[s];
        int[] fill = Arrays.copyOf(first, stops);
        int[] linesAt = new int[first[stops]];
        for (int j = 0; j < m; j++) for (int s : stopsOf[j]) linesAt[fill[s]++] = j;

        int[] rides = new int[stops];
        Arrays.fill(rides, -1);
        boolean[] ridden = new boolean[m];
        int[] queue = new int[stops];
        int head = 0, tail = 0;
        rides[source] = 0;
        queue[tail++] = source;
        while (head < tail && rides[target] < 0) {
            int stop = queue[head++];
            for (int a = first[stop]; a < first[stop + 1]; a++) {
                int j = linesAt[a];
                if (ridden[j]) continue;
                ridden[j] = true; // every stop of line j is reached now
                for (int other : stopsOf[j]) {
                    if (rides[other] < 0) {
                        rides[other] = rides[stop] + 1;
                        queue[tail++] = other;
                    }
                }
            }
        }
        return rides[target];
    }

    private static byte[] input;
    private static int pos = 0;

    private static String nextWord() {
        while (input[pos] <= ' ') pos++;
        int begin = pos;
        while (pos < input.length && input[pos] > ' ') pos++;
        return new String(input, begin, pos - begin);
    }

    public static void main(String[] args) throws IOException {
        input = System.in.readAllBytes();
        int m = Integer.parseInt(nextWord());
        String[][] lines = new String[m][];
        for (int j = 0; j < m; j++) {
            lines[j] = new String[Integer.parseInt(nextWord())];
            for (int i = 0; i < lines[j].length; i++) lines[j][i] = nextWord();
        }
        String start = nextWord(), goal = nextWord();
        System.out.println(fewestRides(lines, start, goal));
    }
}
