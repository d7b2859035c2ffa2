import java.io.*;
import java.util.*;

public class Main {
    /**
     * Returns the number of right/down routes from the top-left to the bottom-right cell that avoid rocks.
     * grid[r].charAt(c) is '#' (rock) or '.' (free).
     */
    static long countRoutes(String[] grid) {
        return -1;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        int rows = Integer.parseInt(st.nextToken());
        Integer.parseInt(st.nextToken());
        String[] grid = new String[rows];
        for (int r = 0; r < rows; r++) grid[r] = in.readLine().trim();
        System.out.println(countRoutes(grid));
    }
}
