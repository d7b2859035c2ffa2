import java.io.*;
import java.util.*;

public class Main {
    /**
     * rows[r].charAt(c) is '#' for a glowing tile and '.' for a dark one. Returns the fewest steps that
     * make every tile glow, or -1 when no set of steps does.
     */
    static int fewestSteps(String[] rows) {
        return 0;
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
