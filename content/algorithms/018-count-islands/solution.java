import java.io.*;
import java.util.*;

public class Main {
    static int countIslands(char[][] grid) {
        int rows = grid.length, cols = grid[0].length;
        int[] dr = {-1, 1, 0, 0}, dc = {0, 0, -1, 1};
        int[] stack = new int[rows * cols];
        int islands = 0;
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                if (grid[r][c] != '#') continue;
                islands++;
                // flood fill: turn the whole island into water so it is never counted again
                int top = 0;
                grid[r][c] = '.';
                stack[top++] = r * cols + c;
                while (top > 0) {
                    int cell = stack[--top];
                    int cr = cell / cols, cc = cell % cols;
                    for (int d = 0; d < 4; d++) {
                        int nr = cr + dr[d], nc = cc + dc[d];
                        if (nr < 0 || nr >= rows || nc < 0 || nc >= cols || grid[nr][nc] != '#') continue;
                        grid[nr][nc] = '.';
                        stack[top++] = nr * cols + nc;
                    }
                }
            }
        }
        return islands;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        int rows = Integer.parseInt(st.nextToken());
        Integer.parseInt(st.nextToken());
        char[][] grid = new char[rows][];
        for (int r = 0; r < rows; r++) grid[r] = in.readLine().trim().toCharArray();
        System.out.println(countIslands(grid));
    }
}
