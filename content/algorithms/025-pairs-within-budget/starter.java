import java.io.*;
import java.util.*;

public class Main {
    /** Returns the number of pairs i < j with prices[i] + prices[j] <= budget. You may reorder prices. */
    static long pairsWithinBudget(long[] prices, long budget) {
        return -1;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken();
        int n = (int) in.nval;
        in.nextToken();
        long budget = (long) in.nval;
        long[] prices = new long[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            prices[i] = (long) in.nval;
        }
        System.out.println(pairsWithinBudget(prices, budget));
    }
}
