import java.io.*;
import java.util.*;

public class Main {
    /**
     * topRow and bottomRow hold the corridor's two rows: a digit for an uncovered cell, '?' for a covered
     * one. Returns the two rows with every covered cell replaced by '*' (a mine in every layout), '-' (safe
     * in every layout) or '?' (it depends), or null when no layout fits the numbers.
     */
    static String[] deduce(String topRow, String bottomRow) {
        return new String[] {topRow, bottomRow};
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        in.readLine();
        String topRow = in.readLine().trim(), bottomRow = in.readLine().trim();
        String[] answer = deduce(topRow, bottomRow);
        System.out.println(answer == null ? "IMPOSSIBLE" : answer[0] + "\n" + answer[1]);
    }
}
