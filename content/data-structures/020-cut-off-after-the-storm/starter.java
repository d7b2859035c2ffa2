import java.io.*;
import java.util.*;

public class Main {
    /** roads[i] = {a, b}. Returns the villages that cannot reach village 1, in increasing order. */
    static List<Integer> cutOff(int n, int[][] roads) {
        return new ArrayList<>();
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken();
        int n = (int) in.nval;
        in.nextToken();
        int m = (int) in.nval;
        int[][] roads = new int[m][2];
        for (int i = 0; i < m; i++) {
            in.nextToken();
            roads[i][0] = (int) in.nval;
            in.nextToken();
            roads[i][1] = (int) in.nval;
        }
        List<Integer> villages = cutOff(n, roads);
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < villages.size(); i++) {
            if (i > 0) out.append(' ');
            out.append(villages.get(i));
        }
        System.out.println(villages.isEmpty() ? "NONE" : out.toString());
    }
}
