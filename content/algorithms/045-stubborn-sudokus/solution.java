import java.io.*;
import java.util.*;

public class Main {
    static final int ALL_DIGITS = 0x3FE; // bits 1..9
    static char[][] board;
    static int[] rows = new int[9], cols = new int[9], boxes = new int[9]; // bit d set = digit d used there
    static int[] emptyRow = new int[81], emptyCol = new int[81];
    static int emptyCount;

    static int boxOf(int r, int c) {
        return r / 3 * 3 + c / 3;
    }

    static void swapEmpty(int i, int j) {
        int r = emptyRow[i], c = emptyCol[i];
        emptyRow[i] = emptyRow[j];
        emptyCol[i] = emptyCol[j];
        emptyRow[j] = r;
        emptyCol[j] = c;
    }

    /** Fills empty cells filled.., always branching on the cell with the fewest candidates. */
    static boolean search(int filled) {
        if (filled == emptyCount) return true;
        int best = filled, bestOptions = 0, bestCount = 10;
        for (int i = filled; i < emptyCount; i++) {
            int r = emptyRow[i], c = emptyCol[i];
            int options = ALL_DIGITS & ~(rows[r] | cols[c] | boxes[boxOf(r, c)]);
            int count = Integer.bitCount(options);
            if (count < bestCount) {
                best = i;
                bestOptions = options;
                bestCount = count;
                if (count <= 1) break;
            }
        }
        if (bestCount == 0) return false; // some cell has no digit left: undo
        swapEmpty(filled, best);
        int r = emptyRow[filled], c = emptyCol[filled], b = boxOf(r, c);
        for (int options = bestOptions; options != 0; options &= options - 1) {
            int bit = options & -options;
            rows[r] |= bit;
            cols[c] |= bit;
            boxes[b] |= bit;
            if (search(filled + 1)) {
                board[r][c] = (char) ('0' + Integer.numberOfTrailingZeros(bit));
                return true;
            }
            rows[r] ^= bit;
            cols[c] ^= bit;
            boxes[b] ^= bit;
        }
        swapEmpty(filled, best);
        return false;
    }

    static String[] solve(String[] grid) {
        board = new char[9][];
        Arrays.fill(rows, 0);
        Arrays.fill(cols, 0);
        Arrays.fill(boxes, 0);
        emptyCount = 0;
        for (int r = 0; r < 9; r++) {
            board[r] = grid[r].toCharArray();
            for (int c = 0; c < 9; c++) {
                if (board[r][c] == '.') {
                    emptyRow[emptyCount] = r;
                    emptyCol[emptyCount++] = c;
                } else {
                    int bit = 1 << (board[r][c] - '0');
                    rows[r] |= bit;
                    cols[c] |= bit;
                    boxes[boxOf(r, c)] |= bit;
                }
            }
        }
        search(0);
        String[] solved = new String[9];
        for (int r = 0; r < 9; r++) solved[r] = new String(board[r]);
        return solved;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int t = Integer.parseInt(in.readLine().trim());
        StringBuilder out = new StringBuilder();
        for (int p = 0; p < t; p++) {
            String[] grid = new String[9];
            for (int r = 0; r < 9; r++) grid[r] = in.readLine().trim();
            for (String row : solve(grid)) out.append(row).append('\n');
        }
        System.out.print(out);
    }
}
