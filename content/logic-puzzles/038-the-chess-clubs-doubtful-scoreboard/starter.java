import java.io.*;
import java.util.*;

public class Main {
    /**
     * wins[i] is the number of wins claimed for player i. Returns 0 when the table is possible, otherwise
     * the size of the smallest contradictory group of players.
     */
    static int checkTable(int[] wins) {
        return 0;
    }

    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int tables = readInt(in);
        StringBuilder out = new StringBuilder();
        for (int t = 0; t < tables; t++) {
            int n = readInt(in);
            int[] wins = new int[n];
            for (int i = 0; i < n; i++) wins[i] = readInt(in);
            int k = checkTable(wins);
            out.append(k > 0 ? "IMPOSSIBLE " + k : "POSSIBLE").append('\n');
        }
        System.out.print(out);
    }

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
