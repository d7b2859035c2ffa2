import java.io.*;
import java.util.*;

public class Main {
    /**
     * lines[j] lists the stop names of tram line j. Returns the fewest rides from stop start to stop goal:
     * 0 when they are the same stop, -1 when goal cannot be reached.
     */
    static int fewestRides(String[][] lines, String start, String goal) {
        return 0;
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
