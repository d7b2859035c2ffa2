import java.io.*;
import java.util.*;

public class Main {
    /**
     * kinds[i] is "EXACTLY", "ATLEAST" or "ATMOST" and xs[i] its number. Returns, in increasing order, every
     * number of false notes F for which reading the board with exactly F false notes is consistent.
     */
    static List<Integer> consistentFalseCounts(String[] kinds, int[] xs) {
        return new ArrayList<>();
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int n = Integer.parseInt(in.readLine().trim());
        String[] kinds = new String[n];
        int[] xs = new int[n];
        for (int i = 0; i < n; i++) {
            StringTokenizer st = new StringTokenizer(in.readLine());
            kinds[i] = st.nextToken();
            xs[i] = Integer.parseInt(st.nextToken());
        }
        List<Integer> found = consistentFalseCounts(kinds, xs);
        System.out.println(found.isEmpty() ? "PARADOX" : found.size() + " " + found.get(0) + " " + found.get(found.size() - 1));
    }
}
