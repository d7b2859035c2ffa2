import java.io.*;

public class Main {
    static int best;

    /** Tries all 3^n placements from weight index on: in the box, on the right pan, or beside the parcel. */
    static void place(int x, int[] weights, int index, int difference, int used) {
        if (index == weights.length) {
            if (difference == x && (best < 0 || used < best)) best = used;
            return;
        }
        place(x, weights, index + 1, difference, used);
        place(x, weights, index + 1, difference + weights[index], used + 1);
        place(x, weights, index + 1, difference - weights[index], used + 1);
    }

    static int fewestWeights(int x, int[] weights) {
        best = -1;
        place(x, weights, 0, 0, 0);
        return best;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken();
        int x = (int) in.nval;
        in.nextToken();
        int n = (int) in.nval;
        int[] weights = new int[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            weights[i] = (int) in.nval;
        }
        int answer = fewestWeights(x, weights);
        System.out.println(answer < 0 ? "IMPOSSIBLE" : Integer.toString(answer));
    }
}
