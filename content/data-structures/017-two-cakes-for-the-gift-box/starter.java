import java.io.*;
import java.util.*;

public class Main {
    /** Returns how many pairs of different cakes have weights adding up to target. */
    static long countBoxes(int[] weights, int target) {
        return 0;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken();
        int n = (int) in.nval;
        in.nextToken();
        int target = (int) in.nval;
        int[] weights = new int[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            weights[i] = (int) in.nval;
        }
        System.out.println(countBoxes(weights, target));
    }
}
