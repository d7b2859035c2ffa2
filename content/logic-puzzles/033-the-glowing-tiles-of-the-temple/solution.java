import java.io.*;
import java.util.*;

public class Main {
    /** Returns the fewest steps that make every tile glow, or -1 when no set of steps does. */
    static int fewestSteps(String[] rows) {
        int height = rows.length, width = rows[0].length();
        int full = (1 << width) - 1, best = -1;
        // bit c of dark[r] is set when tile (r, c) is dark and must flip an odd number of times
        int[] dark = new int[height];
        for (int r = 0; r < height; r++) {
            for (int c = 0; c < width; c++) if (rows[r].charAt(c) == '.') dark[r] |= 1 << c;
        }
        // Once the steps in the top row are chosen, every other row is forced: the only steps that can
        // still fix a dark tile in row r are those directly below it, in row r + 1.
        for (int first = 0; first <= full; first++) {
            int above = 0, steps = first, total = 0;
            for (int r = 0; r < height; r++) {
                total += Integer.bitCount(steps);
                int left = dark[r] ^ above ^ steps ^ ((steps << 1) & full) ^ (steps >> 1);
                above = steps;
                steps = left;
            }
            if (steps == 0 && (best < 0 || total < best)) best = total;
        }
        return best;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        int height = Integer.parseInt(st.nextToken());
        String[] rows = new String[height];
        for (int r = 0; r < height; r++) rows[r] = in.readLine().trim();
        System.out.println(fewestSteps(rows));
    }
}
