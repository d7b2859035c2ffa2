import java.io.*;
import java.util.*;

public class Main {
    // A column's mines are 2 bits: bit 0 for the top cell, bit 1 for the bottom one. A state is the pair
    // (previous column, this column), coded as 4 * previous + this; a set of states is a 16-bit mask.
    static int n;
    static char[] top, bottom;
    static final int[] POP = {0, 1, 1, 2};

    static boolean allowed(int i, int m) {
        if (i < 0 || i >= n) return m == 0; // outside the corridor there are no mines
        if ((m & 1) != 0 && top[i] != '?') return false;
        return (m & 2) == 0 || bottom[i] == '?';
    }

    // the numbers in column i agree with mines a, b, c in columns i - 1, i, i + 1
    static boolean fine(int i, int a, int b, int c) {
        int around = POP[a] + POP[c];
        if (top[i] != '?' && top[i] - '0' != around + (b >> 1)) return false;
        return bottom[i] == '?' || bottom[i] - '0' == around + (b & 1);
    }

    /** Returns the two rows with every hidden cell marked '*', '-' or '?', or null when no layout fits. */
    static String[] deduce(String topRow, String bottomRow) {
        n = topRow.length();
        top = topRow.toCharArray();
        bottom = bottomRow.toCharArray();
        int[] forward = new int[n + 1]; // states that fit everything to the left
        int[] backward = new int[n + 1]; // ... and can be completed to the right
        for (int b = 0; b < 4; b++)
            if (allowed(0, b)) forward[0] |= 1 << b;
        for (int i = 0; i < n; i++)
            for (int s = 0; s < 16; s++) {
                if ((forward[i] >> s & 1) == 0) continue;
                int a = s >> 2, b = s & 3;
                for (int c = 0; c < 4; c++)
                    if (allowed(i + 1, c) && fine(i, a, b, c)) forward[i + 1] |= 1 << (b * 4 + c);
            }
        if (forward[n] == 0) return null;
        backward[n] = forward[n];
        for (int i = n - 1; i >= 0; i--)
            for (int s = 0; s < 16; s++) {
                if ((forward[i] >> s & 1) == 0) continue;
                int a = s >> 2, b = s & 3;
                for (int c = 0; c < 4; c++)
                    if ((backward[i + 1] >> (b * 4 + c) & 1) != 0 && fine(i, a, b, c)) {
                        backward[i] |= 1 << s;
                        break;
                    }
            }
        char[] outTop = top.clone(), outBottom = bottom.clone();
        for (int i = 0; i < n; i++) {
            int seenTop = 0, seenBottom = 0; // bit 0: can be safe, bit 1: can be a mine
            for (int s = 0; s < 16; s++) {
                if ((backward[i] >> s & 1) == 0) continue;
                int b = s & 3;
                seenTop |= (b & 1) != 0 ? 2 : 1;
                seenBottom |= (b & 2) != 0 ? 2 : 1;
            }
            if (top[i] == '?') outTop[i] = "-*?".charAt(seenTop - 1);
            if (bottom[i] == '?') outBottom[i] = "-*?".charAt(seenBottom - 1);
        }
        return new String[] {new String(outTop), new String(outBottom)};
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        in.readLine();
        String topRow = in.readLine().trim(), bottomRow = in.readLine().trim();
        String[] answer = deduce(topRow, bottomRow);
        System.out.println(answer == null ? "IMPOSSIBLE" : answer[0] + "\n" + answer[1]);
    }
}
