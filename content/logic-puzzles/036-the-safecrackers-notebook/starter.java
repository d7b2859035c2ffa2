import java.io.*;
import java.util.*;

public class Main {
    /**
     * guess[j] is the j-th combination tried (length digits, each 0 to digits - 1) and clicks[j] the clicks
     * it gave. Returns how many combinations would have given exactly those clicks for every try.
     */
    static long possibleCombinations(int length, int digits, String[] guess, int[] clicks) {
        return 0;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in));
        StringBuilder text = new StringBuilder();
        for (String line = reader.readLine(); line != null; line = reader.readLine()) text.append(line).append(' ');
        StringTokenizer in = new StringTokenizer(text.toString());
        int length = Integer.parseInt(in.nextToken()), digits = Integer.parseInt(in.nextToken());
        int g = Integer.parseInt(in.nextToken());
        String[] guess = new String[g];
        int[] clicks = new int[g];
        for (int j = 0; j < g; j++) {
            guess[j] = in.nextToken();
            clicks[j] = Integer.parseInt(in.nextToken());
        }
        System.out.println(possibleCombinations(length, digits, guess, clicks));
    }
}
