import java.io.*;

public class Main {
    /** Return the fewest weights that balance a parcel of weight x, or -1 when it cannot be done. */
    static int fewestWeights(int x, int[] weights) {
        return -1;
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
