import java.io.*;
import java.util.*;

public class Main {
    static int fewestRooms(int[] start, int[] end) {
        Arrays.sort(start);
        Arrays.sort(end);
        int rooms = 0, best = 0;
        for (int i = 0, j = 0; i < start.length; i++) {
            while (end[j] <= start[i]) { // meetings over by now have freed their rooms
                j++;
                rooms--;
            }
            rooms++;
            best = Math.max(best, rooms);
        }
        return best;
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
