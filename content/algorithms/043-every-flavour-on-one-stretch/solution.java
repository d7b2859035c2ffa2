import java.io.*;
import java.util.*;

public class Main {
    static long shortestStretch(long[] positions, int[] flavours, int k) {
        int n = positions.length;
        // Sort the stalls by position: pack (position, stall index) into one long (positions < 2^30, indices < 2^17).
        long[] keys = new long[n];
        for (int i = 0; i < n; i++) keys[i] = (positions[i] << 17) | i;
        Arrays.sort(keys);
        long[] position = new long[n];
        int[] flavour = new int[n];
        for (int r = 0; r < n; r++) {
            int i = (int) (keys[r] & ((1 << 17) - 1));
            position[r] = positions[i];
            flavour[r] = flavours[i];
        }
        int[] count = new int[k + 1]; // stalls of each flavour inside the window
        int present = 0; // flavours with at least one stall inside the window
        long best = -1;
        for (int right = 0, left = 0; right < n; right++) {
            if (count[flavour[right]]++ == 0) present++;
            while (present == k) { // shrink from the left while every flavour is still inside
                long length = position[right] - position[left];
                if (best < 0 || length < best) best = length;
                if (--count[flavour[left]] == 0) present--;
                left++;
            }
        }
        return best;
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
