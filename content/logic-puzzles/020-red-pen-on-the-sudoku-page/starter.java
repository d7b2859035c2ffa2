import java.io.*;
import java.util.*;

public class Main {
    /**
     * grid[r][c] is the cell in row r and column c (from 0): '1'-'9' or '.'. Return the broken units as
     * "ROW i", "COLUMN j" and "BOX k" (numbered from 1): rows first, then columns, then boxes, each in
     * increasing order; an empty list when nothing is broken.
     */
    static List<String> brokenUnits(char[][] grid) {
        return new ArrayList<>();
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        char[][] grid = new char[9][];
        for (int r = 0; r < 9; r++) grid[r] = in.readLine().trim().toCharArray();
        List<String> broken = brokenUnits(grid);
        System.out.println(broken.isEmpty() ? "ALL GOOD" : String.join("\n", broken));
    }
}
