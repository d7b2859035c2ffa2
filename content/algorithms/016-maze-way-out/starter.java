import java.io.*;
import java.util.*;

public class Main {
    /**
     * Returns the smallest number of moves from S to E, or -1 when E cannot be reached.
     * grid[r].charAt(c) is the cell in row r, column c.
     */
    static int shortestWayOut(String[] grid) {
        return 0;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        int rows = Integer.parseInt(st.nextToken());
        Integer.parseInt(st.nextToken());
        String[] grid = new String[rows];
        for (int r = 0; r < rows; r++) grid[r] = in.readLine().trim();
        System.out.println(shortestWayOut(grid));
    }
}
