import java.io.*;
import java.util.*;

public class Main {
    /**
     * Statement j is made by speakers[j] ("SAM", who knows the sum, or "POLLY", who knows the product) and
     * claims claims[j] ("KNOWS", "DOES_NOT_KNOW" or "KNOWS_YOU_DO_NOT_KNOW"). Returns the pairs {x, y} with
     * lo <= x < y <= hi that fit the whole dialogue, in order of x, then y.
     */
    static List<int[]> survivingPairs(int lo, int hi, String[] speakers, String[] claims) {
        return new ArrayList<>();
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        int lo = Integer.parseInt(st.nextToken()), hi = Integer.parseInt(st.nextToken());
        int d = Integer.parseInt(st.nextToken());
        String[] speakers = new String[d], claims = new String[d];
        for (int j = 0; j < d; j++) {
            st = new StringTokenizer(in.readLine());
            speakers[j] = st.nextToken();
            claims[j] = st.nextToken();
        }
        List<int[]> pairs = survivingPairs(lo, hi, speakers, claims);
        StringBuilder out = new StringBuilder().append(pairs.size()).append('\n');
        if (pairs.size() <= 100)
            for (int[] p : pairs) out.append(p[0]).append(' ').append(p[1]).append('\n');
        System.out.print(out);
    }
}
