import java.io.*;
import java.util.*;

public class Main {
    /**
     * rows holds r strings of c characters, '#' for a live cell and '.' for an empty one.
     * Returns the board after t generations, in the same form.
     */
    static String[] boardAfter(int r, int c, long t, String[] rows) {
        return rows;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        int r = Integer.parseInt(st.nextToken());
        int c = Integer.parseInt(st.nextToken());
        long t = Long.parseLong(st.nextToken());
        String[] rows = new String[r];
        for (int i = 0; i < r; i++) rows[i] = in.readLine().trim();
        System.out.println(String.join("\n", boardAfter(r, c, t, rows)));
    }
}
