import java.io.*;
import java.util.*;

public class Main {
    static final int[][] LINES = {{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6}, {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}};

    /**
     * cells holds the 9 cells row by row ('X', 'O' or '.'); LINES lists the 8 rows, columns and diagonals.
     * Return "IMPOSSIBLE", "X WINS", "O WINS", "DRAW", "X TO MOVE" or "O TO MOVE".
     */
    static String referee(String cells) {
        return "DRAW";
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringBuilder all = new StringBuilder();
        String line;
        while ((line = in.readLine()) != null) all.append(line).append(' ');
        StringTokenizer tokens = new StringTokenizer(all.toString());
        int t = Integer.parseInt(tokens.nextToken());
        StringBuilder out = new StringBuilder();
        for (int k = 0; k < t; k++) {
            String cells = tokens.nextToken() + tokens.nextToken() + tokens.nextToken();
            out.append(referee(cells)).append('\n');
        }
        System.out.print(out);
    }
}
