import java.io.*;
import java.util.*;

public class Main {
    static int size, full;
    static int[] usable; // bit c of usable[r] is set when square (r, c) is not broken

    /** cols, left, right: columns attacked in this row vertically and along both diagonals. */
    static long place(int row, int cols, int left, int right) {
        if (row == size) return 1;
        long total = 0;
        int options = usable[row] & ~(cols | left | right);
        while (options != 0) {
            int bit = options & -options;
            options ^= bit;
            total += place(row + 1, cols | bit, ((left | bit) << 1) & full, (right | bit) >> 1);
        }
        return total;
    }

    static long countPlacements(String[] board) {
        size = board.length;
        full = (1 << size) - 1;
        usable = new int[size];
        for (int r = 0; r < size; r++)
            for (int c = 0; c < size; c++)
                if (board[r].charAt(c) == '.') usable[r] |= 1 << c;
        return place(0, 0, 0, 0);
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        String[] board = new String[n];
        for (int r = 0; r < n; r++) board[r] = in.readLine().trim();
        System.out.println(countPlacements(board));
    }
}
