import java.io.*;
import java.util.*;

public class Main {
    static final int[][] LINES = {{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6}, {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}};

    static boolean hasLine(String cells, char mark) {
        for (int[] l : LINES)
            if (cells.charAt(l[0]) == mark && cells.charAt(l[1]) == mark && cells.charAt(l[2]) == mark) return true;
        return false;
    }

    /** The referee's verdict on the 9 cells, read row by row. */
    static String referee(String cells) {
        int x = 0, o = 0;
        for (char c : cells.toCharArray()) {
            if (c == 'X') x++;
            if (c == 'O') o++;
        }
        boolean xWins = hasLine(cells, 'X'), oWins = hasLine(cells, 'O');
        if ((x != o && x != o + 1) || (xWins && oWins)) return "IMPOSSIBLE";
        if (xWins) return x == o + 1 ? "X WINS" : "IMPOSSIBLE";
        if (oWins) return x == o ? "O WINS" : "IMPOSSIBLE";
        if (x + o == 9) return "DRAW";
        return x == o ? "X TO MOVE" : "O TO MOVE";
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
