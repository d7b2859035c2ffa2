import java.io.*;
import java.util.*;

public class Main {
    /**
     * Animals a[i] and b[i] (numbered from 1) fight when left without the ferryman. Returns the fewest
     * crossings that bring all n animals to the east bank, or -1 when it cannot be done.
     */
    static int fewestCrossings(int n, int capacity, int[] a, int[] b) {
        return 0;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken();
        int n = (int) in.nval;
        in.nextToken();
        int capacity = (int) in.nval;
        in.nextToken();
        int m = (int) in.nval;
        int[] a = new int[m], b = new int[m];
        for (int i = 0; i < m; i++) {
            in.nextToken();
            a[i] = (int) in.nval;
            in.nextToken();
            b[i] = (int) in.nval;
        }
        System.out.println(fewestCrossings(n, capacity, a, b));
    }
}
