import java.io.*;

public class Main {
    private static final DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));

    private static int readInt() throws IOException {
        int ch = in.read();
        while (ch < '0' || ch > '9') ch = in.read();
        int value = 0;
        while (ch >= '0' && ch <= '9') {
            value = value * 10 + (ch - '0');
            ch = in.read();
        }
        return value;
    }

    private static void runningSums(long[] grid, int rows, int width) {
        for (int i = 0; i < rows; i++) {
            for (int j = 0; j < width; j++) {
                long v = grid[i * width + j];
                if (i > 0) v += grid[(i - 1) * width + j];
                if (j > 0) v += grid[i * width + j - 1];
                if (i > 0 && j > 0) v -= grid[(i - 1) * width + j - 1];
                grid[i * width + j] = v;
            }
        }
    }

    public static void main(String[] args) throws IOException {
        int r = readInt(), c = readInt(), k = readInt(), q = readInt();
        int width = c + 2;
        long[] grid = new long[(r + 2) * width];
        for (int f = 0; f < k; f++) {
            int r1 = readInt(), c1 = readInt(), r2 = readInt(), c2 = readInt(), h = readInt();
            grid[r1 * width + c1] += h;
            grid[r1 * width + c2 + 1] -= h;
            grid[(r2 + 1) * width + c1] -= h;
            grid[(r2 + 1) * width + c2 + 1] += h;
        }
        runningSums(grid, r + 2, width); // snow on each plot
        runningSums(grid, r + 2, width); // snow on rows 1..i, columns 1..j
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < q; i++) {
            int r1 = readInt(), c1 = readInt(), r2 = readInt(), c2 = readInt();
            long total = grid[r2 * width + c2] - grid[(r1 - 1) * width + c2] - grid[r2 * width + c1 - 1]
                    + grid[(r1 - 1) * width + c1 - 1];
            out.append(total).append('\n');
        }
        System.out.print(out);
    }
}
