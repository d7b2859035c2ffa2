import java.io.*;
import java.util.*;

public class Main {
    static int n, k;
    static int[] blocks, dots; // dots[i]: how many of the first i cells are known empty
    static char[] cells; // the row with one extra empty cell at the end

    // block j can start at s: its cells are not known empty and the cell after it is not known filled
    static boolean fits(int s, int j) {
        int b = blocks[j];
        return s + b <= n && dots[s + b] == dots[s] && cells[s + b] != '#';
    }

    /**
     * Returns the deduced row, or null when no filling fits the clue. The row is cut, from left to right,
     * into pieces: a single empty cell, or block j followed by one empty cell.
     */
    static String deduce(int[] clue, String row) {
        n = row.length();
        k = clue.length;
        blocks = clue;
        cells = (row + ".").toCharArray();
        dots = new int[n + 2];
        for (int i = 0; i <= n; i++) dots[i + 1] = dots[i] + (cells[i] == '.' ? 1 : 0);
        // pre[i][j]: the first i cells can hold exactly blocks 0..j-1; suf[i][j]: cells i.. can hold blocks j..
        boolean[][] pre = new boolean[n + 2][k + 1], suf = new boolean[n + 2][k + 1];
        pre[0][0] = true;
        for (int i = 0; i <= n; i++)
            for (int j = 0; j <= k; j++) {
                if (!pre[i][j]) continue;
                if (cells[i] != '#') pre[i + 1][j] = true;
                if (j < k && fits(i, j)) pre[i + blocks[j] + 1][j + 1] = true;
            }
        if (!pre[n + 1][k]) return null;
        suf[n + 1][k] = true;
        for (int i = n; i >= 0; i--)
            for (int j = 0; j <= k; j++)
                suf[i][j] = (cells[i] != '#' && suf[i + 1][j]) || (j < k && fits(i, j) && suf[i + blocks[j] + 1][j + 1]);
        int[] canFill = new int[n + 2]; // a difference array of the cells some block can cover
        boolean[] canEmpty = new boolean[n + 1];
        for (int i = 0; i < n; i++)
            for (int j = 0; j <= k; j++) {
                if (!pre[i][j]) continue;
                if (cells[i] != '#' && suf[i + 1][j]) canEmpty[i] = true;
                if (j < k && fits(i, j) && suf[i + blocks[j] + 1][j + 1]) {
                    canFill[i]++;
                    canFill[i + blocks[j]]--;
                    canEmpty[i + blocks[j]] = true;
                }
            }
        StringBuilder out = new StringBuilder();
        int covered = 0;
        for (int i = 0; i < n; i++) {
            covered += canFill[i];
            out.append(covered > 0 && canEmpty[i] ? '?' : covered > 0 ? '#' : '.');
        }
        return out.toString();
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringBuilder all = new StringBuilder();
        String line;
        while ((line = in.readLine()) != null) all.append(line).append(' ');
        StringTokenizer st = new StringTokenizer(all.toString());
        int size = Integer.parseInt(st.nextToken());
        int count = Integer.parseInt(st.nextToken());
        int[] clue = new int[count];
        for (int j = 0; j < count; j++) clue[j] = Integer.parseInt(st.nextToken());
        String row = st.nextToken();
        String answer = deduce(clue, row.substring(0, size));
        System.out.println(answer == null ? "CONTRADICTION" : answer);
    }
}
