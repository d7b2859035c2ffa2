import java.io.*;
import java.util.*;

public class Main {
    static final int KNIGHT = 0, KNAVE = 1, ALIKE = 2, COUNT = 3;

    /**
     * statements[i] = {kind, first, second, count} is what islander i said (names are indices: A is 0, ...):
     * {KNIGHT, x, 0, 0} "x is a knight", {KNAVE, x, 0, 0} "x is a knave", {ALIKE, x, y, 0} "x and y are alike",
     * {COUNT, 0, 0, k} "exactly k of us are knights".
     * Return n strings ("KNIGHT", "KNAVE" or "AMBIGUOUS"), or null when no way of sorting them is consistent.
     */
    static String[] verdicts(int n, int[][] statements) {
        return null;
    }

    static int[] parse(String line) {
        String[] words = line.trim().split("\\s+");
        if (words[2].equals("exactly")) return new int[] {COUNT, 0, 0, Integer.parseInt(words[3])};
        if (words[3].equals("and")) return new int[] {ALIKE, words[2].charAt(0) - 'A', words[4].charAt(0) - 'A', 0};
        return new int[] {words[5].equals("knight") ? KNIGHT : KNAVE, words[2].charAt(0) - 'A', 0, 0};
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        int[][] statements = new int[n][];
        for (int i = 0; i < n; i++) statements[i] = parse(in.readLine());
        String[] answer = verdicts(n, statements);
        if (answer == null) {
            System.out.println("IMPOSSIBLE");
            return;
        }
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < n; i++) out.append((char) ('A' + i)).append(' ').append(answer[i]).append('\n');
        System.out.print(out);
    }
}
