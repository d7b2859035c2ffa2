import java.io.*;
import java.util.*;

public class Main {
    /**
     * Stall i is at positions[i] and sells flavour flavours[i] (1..k).
     * Returns the length of the shortest stretch containing a stall of every flavour.
     */
    static long shortestStretch(long[] positions, int[] flavours, int k) {
        return -1;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken();
        int n = (int) in.nval;
        in.nextToken();
        int k = (int) in.nval;
        long[] positions = new long[n];
        int[] flavours = new int[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            positions[i] = (long) in.nval;
        }
        for (int i = 0; i < n; i++) {
            in.nextToken();
            flavours[i] = (int) in.nval;
        }
        System.out.println(shortestStretch(positions, flavours, k));
    }
}
