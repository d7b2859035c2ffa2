import java.io.*;
import java.util.*;

public class Main {
    /**
     * board[r].charAt(c) is '.' for a usable square and '#' for a broken one.
     * Returns the number of ways to place n non-attacking queens on usable squares.
     */
    static long countPlacements(String[] board) {
        return -1;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        String[] board = new String[n];
        for (int r = 0; r < n; r++) board[r] = in.readLine().trim();
        System.out.println(countPlacements(board));
    }
}
