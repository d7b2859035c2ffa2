import java.io.*;
import java.util.*;

public class Main {
    /**
     * Meeting i uses its room from start[i] up to, not including, end[i].
     * Returns the smallest number of rooms that hosts all meetings without clashes.
     */
    static int fewestRooms(int[] start, int[] end) {
        return -1;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken();
        int n = (int) in.nval;
        int[] start = new int[n], end = new int[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            start[i] = (int) in.nval;
            in.nextToken();
            end[i] = (int) in.nval;
        }
        System.out.println(fewestRooms(start, end));
    }
}
