import java.io.*;
import java.util.*;

public class Main {
    static int minutesToBurn(char[][] grid) {
        int rows = grid.length, cols = grid[0].length;
        int[] minute = new int[rows * cols];
        Arrays.fill(minute, -1); // -1: not burning yet
        int[] queue = new int[rows * cols];
        int head = 0, tail = 0;
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                if (grid[r][c] == 'F') { // every fire starts the search at minute 0
                    minute[r * cols + c] = 0;
                    queue[tail++] = r * cols + c;
                }
            }
        }
        int[] dr = {-1, 1, 0, 0}, dc = {0, 0, -1, 1};
        int last = 0;
        while (head < tail) {
            int cell = queue[head++];
            int r = cell / cols, c = cell % cols;
            last = Math.max(last, minute[cell]);
            for (int d = 0; d < 4; d++) {
                int nr = r + dr[d], nc = c + dc[d];
                if (nr < 0 || nr >= rows || nc < 0 || nc >= cols || grid[nr][nc] != '.') continue;
                int next = nr * cols + nc;
                if (minute[next] != -1) continue;
                minute[next] = minute[cell] + 1;
                queue[tail++] = next;
            }
        }
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                if (grid[r][c] == '.' && minute[r * cols + c] == -1) return -1; // never reached
            }
        }
        return last;
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
