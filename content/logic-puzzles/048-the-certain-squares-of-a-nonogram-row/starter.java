import java.io.*;
import java.util.*;

public class Main {
    /**
     * row holds the cells '#', '.' or '?'; clue holds the block lengths (possibly none). Returns the deduced
     * row: '#' where the cell is filled in every filling that fits, '.' where it is empty in every one, '?'
     * elsewhere; or null when no filling fits.
     */
    static String deduce(int[] clue, String row) {
        return row;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringBuilder all = new StringBuilder();
        String line;
        while ((line = in.readLine()) != null) all.append(line).append(' ');
        StringTokenizer st = new StringTokenizer(all.toString());
        int size = Integer.parseInt(st.nextToken());
        int count = Integer.parseInt(st.nextToken());
        int[] clue = new int[count];
        for (int j = 0; j < count; j++) clue[j] = Integer.parseInt(st.nextToken());
        String row = st.nextToken();
        String answer = deduce(clue, row.substring(0, size));
        System.out.println(answer == null ? "CONTRADICTION" : answer);
    }
}
