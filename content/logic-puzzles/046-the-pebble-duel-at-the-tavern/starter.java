import java.io.*;
import java.util.*;

public class Main {
    /**
     * moves holds the allowed move sizes; games[i] holds the pile sizes of game i. Returns, for each game,
     * true when Alice, who moves first, wins it with best play, and false when Bob does.
     */
    static boolean[] aliceWins(int[] moves, long[][] games) {
        return new boolean[games.length];
    }

    // A small fast reader of whitespace-separated integers.
    static final DataInputStream IN = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));

    static long nextLong() throws IOException {
        int b = IN.read();
        while (b != '-' && (b < '0' || b > '9')) b = IN.read();
        boolean negative = b == '-';
        if (negative) b = IN.read();
        long x = 0;
        while (b >= '0' && b <= '9') {
            x = x * 10 + (b - '0');
            b = IN.read();
        }
        return negative ? -x : x;
    }

    public static void main(String[] args) throws IOException {
        int k = (int) nextLong();
        int[] moves = new int[k];
        for (int j = 0; j < k; j++) moves[j] = (int) nextLong();
        int q = (int) nextLong();
        long[][] games = new long[q][];
        for (int i = 0; i < q; i++) {
            games[i] = new long[(int) nextLong()];
            for (int j = 0; j < games[i].length; j++) games[i][j] = nextLong();
        }
        boolean[] wins = aliceWins(moves, games);
        StringBuilder out = new StringBuilder();
        for (boolean w : wins) out.append(w ? "ALICE\n" : "BOB\n");
        System.out.print(out);
    }
}
