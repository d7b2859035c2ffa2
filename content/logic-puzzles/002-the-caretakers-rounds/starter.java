import java.io.*;
import java.util.*;

public class Main {
    /** Return the numbers of the lamps (1..n) that are lit after all the rounds, in increasing order. */
    static List<Integer> litLamps(int n, int[] choices) {
        return new ArrayList<>();
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
