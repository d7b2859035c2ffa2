import java.io.*;

public class Main {
    /**
     * grid[r][c] is the count of row r + 1, column c + 1. Returns, for each question j, the orchids in
     * rows r1[j]..r2[j] and columns c1[j]..c2[j] (numbered from 1).
     */
    static int[] answerQuestions(int[][] grid, int[] r1, int[] c1, int[] r2, int[] c2) {
        int rows = grid.length, columns = grid[0].length;
        // table[r][c]: orchids in rows 1..r and columns 1..c; row 0 and column 0 are zeros
        int[][] table = new int[rows + 1][columns + 1];
        for (int r = 1; r <= rows; r++)
            for (int c = 1; c <= columns; c++)
                table[r][c] = grid[r - 1][c - 1] + table[r - 1][c] + table[r][c - 1] - table[r - 1][c - 1];
        int[] answers = new int[r1.length];
        for (int j = 0; j < r1.length; j++)
            answers[j] = table[r2[j]][c2[j]] - table[r1[j] - 1][c2[j]] - table[r2[j]][c1[j] - 1]
                    + table[r1[j] - 1][c1[j] - 1];
        return answers;
    }

    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int rows = readInt(in), columns = readInt(in), q = readInt(in);
        int[][] grid = new int[rows][columns];
        for (int r = 0; r < rows; r++) {
            int ch = in.read();
            while (ch < '0' || ch > '9') ch = in.read();
            for (int c = 0; c < columns; c++) {
                grid[r][c] = ch - '0';
                ch = in.read();
            }
        }
        int[] r1 = new int[q], c1 = new int[q], r2 = new int[q], c2 = new int[q];
        for (int j = 0; j < q; j++) {
            r1[j] = readInt(in);
            c1[j] = readInt(in);
            r2[j] = readInt(in);
            c2[j] = readInt(in);
        }
        int[] answers = answerQuestions(grid, r1, c1, r2, c2);
        StringBuilder out = new StringBuilder();
        for (int answer : answers) out.append(answer).append('\n');
        System.out.print(out);
    }

    // Reads the next non-negative integer; much faster than Scanner for 200000 numbers.
    static int readInt(DataInputStream in) throws IOException {
        int c = in.read();
        while (c < '0' || c > '9') c = in.read();
        int value = 0;
        while (c >= '0' && c <= '9') {
            value = value * 10 + (c - '0');
            c = in.read();
        }
        return value;
    }
}
