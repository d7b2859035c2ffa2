import java.io.*;

public class Main {
    /**
     * grid[r][c] is the orchid count of row r + 1, column c + 1 (counted from 0 in the array). Returns,
     * for each question j, the number of orchids in rows r1[j]..r2[j] and columns c1[j]..c2[j]
     * (numbered from 1).
     */
    static int[] answerQuestions(int[][] grid, int[] r1, int[] c1, int[] r2, int[] c2) {
        return new int[r1.length];
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
