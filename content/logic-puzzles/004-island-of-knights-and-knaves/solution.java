import java.io.*;
import java.util.*;

public class Main {
    static final int KNIGHT = 0, KNAVE = 1, ALIKE = 2, COUNT = 3;

    /** statements[i] = {kind, first, second, count}: what islander i said. */
    static boolean claimHolds(int[] statement, boolean[] knights) {
        switch (statement[0]) {
            case KNIGHT: return knights[statement[1]];
            case KNAVE: return !knights[statement[1]];
            case ALIKE: return knights[statement[1]] == knights[statement[2]];
            default: {
                int total = 0;
                for (boolean knight : knights) if (knight) total++;
                return total == statement[3];
            }
        }
    }

    static String[] verdicts(int n, int[][] statements) {
        boolean[] couldBeKnight = new boolean[n], couldBeKnave = new boolean[n];
        boolean any = false;
        for (int mask = 0; mask < (1 << n); mask++) {
            boolean[] knights = new boolean[n];
            for (int i = 0; i < n; i++) knights[i] = ((mask >> i) & 1) == 1;
            boolean consistent = true;
            for (int i = 0; i < n && consistent; i++) consistent = claimHolds(statements[i], knights) == knights[i];
            if (!consistent) continue;
            any = true;
            for (int i = 0; i < n; i++) {
                if (knights[i]) couldBeKnight[i] = true;
                else couldBeKnave[i] = true;
            }
        }
        if (!any) return null;
        String[] answer = new String[n];
        for (int i = 0; i < n; i++)
            answer[i] = couldBeKnight[i] && couldBeKnave[i] ? "AMBIGUOUS" : couldBeKnight[i] ? "KNIGHT" : "KNAVE";
        return answer;
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
