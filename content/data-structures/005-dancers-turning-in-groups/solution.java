import java.io.*;
import java.util.*;

public class Main {
    /** Reverses, in place, every full group of k dancers counted from the front; a short last group stays. */
    static void turnGroups(int[] dancers, int k) {
        for (int start = 0; start + k <= dancers.length; start += k) {
            for (int left = start, right = start + k - 1; left < right; left++, right--) {
                int swap = dancers[left];
                dancers[left] = dancers[right];
                dancers[right] = swap;
            }
        }
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken();
        int n = (int) in.nval;
        in.nextToken();
        int k = (int) in.nval;
        int[] dancers = new int[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            dancers[i] = (int) in.nval;
        }
        turnGroups(dancers, k);
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < n; i++) {
            if (i > 0) out.append(' ');
            out.append(dancers[i]);
        }
        System.out.println(out);
    }
}
