import java.io.*;

public class Main {
    private static final DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));

    private static int readByte() throws IOException {
        int ch = in.read();
        while (ch == ' ' || ch == '\n' || ch == '\r') ch = in.read();
        return ch;
    }

    private static int readInt() throws IOException {
        int ch = readByte();
        int value = 0;
        while (ch >= '0' && ch <= '9') {
            value = value * 10 + (ch - '0');
            ch = in.read();
        }
        return value;
    }

    public static void main(String[] args) throws IOException {
        int n = readInt(), m = readInt();
        // A ring through a sentinel 0: behind[0] is the first dancer, ahead[0] the last one.
        int[] behind = new int[n + 1], ahead = new int[n + 1];
        for (int i = 0; i <= n; i++) {
            behind[i] = i == n ? 0 : i + 1;
            ahead[i] = i == 0 ? n : i - 1;
        }
        StringBuilder out = new StringBuilder();
        for (int e = 0; e < m; e++) {
            int kind = readByte();
            int x = readInt();
            if (kind == '?') {
                out.append(behind[x]).append('\n');
                continue;
            }
            int before = ahead[x], after = behind[x]; // take x out of the line
            behind[before] = after;
            ahead[after] = before;
            if (kind == 'M') { // put x back in, between y and whoever was behind y
                int y = readInt();
                after = behind[y];
                behind[y] = x;
                ahead[x] = y;
                behind[x] = after;
                ahead[after] = x;
            }
        }
        System.out.print(out);
    }
}
