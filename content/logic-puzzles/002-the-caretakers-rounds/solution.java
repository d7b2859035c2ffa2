import java.io.*;
import java.util.*;

public class Main {
    static List<Integer> litLamps(int n, int[] choices) {
        boolean[] lit = new boolean[n + 1];
        for (int k : choices) {
            for (int lamp = k; lamp <= n; lamp += k) lit[lamp] = !lit[lamp];
        }
        List<Integer> lamps = new ArrayList<>();
        for (int j = 1; j <= n; j++) if (lit[j]) lamps.add(j);
        return lamps;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken();
        int n = (int) in.nval;
        in.nextToken();
        int r = (int) in.nval;
        int[] choices = new int[r];
        for (int i = 0; i < r; i++) {
            in.nextToken();
            choices[i] = (int) in.nval;
        }
        List<Integer> lamps = litLamps(n, choices);
        StringJoiner line = new StringJoiner(" ");
        for (int lamp : lamps) line.add(Integer.toString(lamp));
        System.out.println(lamps.isEmpty() ? "NONE" : line.toString());
    }
}
