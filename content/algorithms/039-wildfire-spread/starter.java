import java.io.*;
import java.util.*;

public class Main {
    /**
     * Returns the minutes until every grass cell burns, or -1 if some grass never burns.
     * grid[r][c] is '.', '#' or 'F'.
     */
    static int minutesToBurn(char[][] grid) {
        return 0;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        int rows = Integer.parseInt(st.nextToken());
        Integer.parseInt(st.nextToken());
        char[][] grid = new char[rows][];
        for (int r = 0; r < rows; r++) grid[r] = in.readLine().trim().toCharArray();
        System.out.println(minutesToBurn(grid));
    }
}
