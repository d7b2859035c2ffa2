import java.io.*;
import java.util.*;

public class Main {
    static boolean hasRepeat(char[] cells) {
        boolean[] seen = new boolean[10];
        for (char c : cells) {
            if (c == '.') continue;
            if (seen[c - '0']) return true;
            seen[c - '0'] = true;
        }
        return false;
    }

    /** ROW i, COLUMN j and BOX k for the units with a repeated digit, in that order. */
    static List<String> brokenUnits(char[][] grid) {
        String[] names = {"ROW", "COLUMN", "BOX"};
        List<String> broken = new ArrayList<>();
        for (int kind = 0; kind < 3; kind++) {
            for (int k = 0; k < 9; k++) {
                char[] cells = new char[9];
                for (int i = 0; i < 9; i++) {
                    if (kind == 0) cells[i] = grid[k][i];
                    else if (kind == 1) cells[i] = grid[i][k];
                    else cells[i] = grid[3 * (k / 3) + i / 3][3 * (k % 3) + i % 3];
                }
                if (hasRepeat(cells)) broken.add(names[kind] + " " + (k + 1));
            }
        }
        return broken;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        char[][] grid = new char[9][];
        for (int r = 0; r < 9; r++) grid[r] = in.readLine().trim().toCharArray();
        List<String> broken = brokenUnits(grid);
        System.out.println(broken.isEmpty() ? "ALL GOOD" : String.join("\n", broken));
    }
}
