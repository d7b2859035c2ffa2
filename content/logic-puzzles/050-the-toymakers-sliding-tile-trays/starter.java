import java.io.*;
import java.util.*;

public class Main {
    /**
     * start and target are trays written as 9 digits in reading order, 0 for the gap (the target's gap is
     * in the last cell). Returns the fewest slides that turn start into target, or -1 when it cannot be
     * done.
     */
    static int fewestSlides(String start, String target) {
        return 0;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int t = Integer.parseInt(in.readLine().trim());
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < t; i++) {
            StringTokenizer st = new StringTokenizer(in.readLine());
            int d = fewestSlides(st.nextToken(), st.nextToken());
            out.append(d < 0 ? "IMPOSSIBLE" : String.valueOf(d)).append('\n');
        }
        System.out.print(out);
    }
}
