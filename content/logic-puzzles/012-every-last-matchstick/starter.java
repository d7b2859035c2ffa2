import java.io.*;

public class Main {
    /** Matchsticks needed by the digits 0..9. */
    static final int[] STICKS = {6, 2, 5, 5, 4, 5, 6, 3, 7, 6};

    /**
     * Return {largest, smallest} as strings of digits, each using exactly m matchsticks,
     * or null when no number can be made from exactly m matchsticks.
     */
    static String[] extremes(int m) {
        return new String[] {"0", "0"};
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int m = Integer.parseInt(in.readLine().trim());
        String[] answer = extremes(m);
        System.out.println(answer == null ? "IMPOSSIBLE" : answer[0] + "\n" + answer[1]);
    }
}
