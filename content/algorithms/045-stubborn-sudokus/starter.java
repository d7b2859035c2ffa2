import java.io.*;
import java.util.*;

public class Main {
    /**
     * grid holds 9 strings of 9 characters: a digit 1-9, or '.' for an empty cell.
     * Returns the solved grid in the same form (9 strings of 9 digits).
     */
    static String[] solve(String[] grid) {
        return grid;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int t = Integer.parseInt(in.readLine().trim());
        StringBuilder out = new StringBuilder();
        for (int p = 0; p < t; p++) {
            String[] grid = new String[9];
            for (int r = 0; r < 9; r++) grid[r] = in.readLine().trim();
            for (String row : solve(grid)) out.append(row).append('\n');
        }
        System.out.print(out);
    }
}
