import java.io.*;
import java.util.*;

public class Main {
    static long countRoutes(String[] grid) {
        int rows = grid.length, cols = grid[0].length();
        long[][] routes = new long[rows][cols];
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                if (grid[r].charAt(c) == '#') continue; // a rock: 0 routes
                if (r == 0 && c == 0) {
                    routes[r][c] = 1;
                    continue;
                }
                long fromAbove = r > 0 ? routes[r - 1][c] : 0;
                long fromLeft = c > 0 ? routes[r][c - 1] : 0;
                routes[r][c] = fromAbove + fromLeft;
            }
        }
        return routes[rows - 1][cols - 1];
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
