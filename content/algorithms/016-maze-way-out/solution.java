import java.io.*;
import java.util.*;

public class Main {
    static int shortestWayOut(String[] grid) {
        int rows = grid.length, cols = grid[0].length();
        int[][] dist = new int[rows][cols];
        ArrayDeque<int[]> queue = new ArrayDeque<>();
        for (int r = 0; r < rows; r++) {
            Arrays.fill(dist[r], -1);
            for (int c = 0; c < cols; c++) {
                if (grid[r].charAt(c) == 'S') {
                    dist[r][c] = 0;
                    queue.add(new int[] {r, c});
                }
            }
        }
        int[] dr = {-1, 1, 0, 0}, dc = {0, 0, -1, 1};
        while (!queue.isEmpty()) {
            int[] cell = queue.poll();
            int r = cell[0], c = cell[1];
            if (grid[r].charAt(c) == 'E') return dist[r][c];
            for (int d = 0; d < 4; d++) {
                int nr = r + dr[d], nc = c + dc[d];
                if (nr < 0 || nr >= rows || nc < 0 || nc >= cols) continue;
                if (grid[nr].charAt(nc) == '#' || dist[nr][nc] != -1) continue;
                dist[nr][nc] = dist[r][c] + 1;
                queue.add(new int[] {nr, nc});
            }
        }
        return -1;
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
