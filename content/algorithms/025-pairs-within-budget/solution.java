import java.io.*;
import java.util.*;

public class Main {
    static long pairsWithinBudget(long[] prices, long budget) {
        Arrays.sort(prices);
        long count = 0;
        int i = 0, j = prices.length - 1;
        while (i < j) {
            if (prices[i] + prices[j] <= budget) {
                count += j - i; // gift i pairs with every gift from i + 1 to j
                i++;
            } else {
                j--; // gift j is too dear even with the cheapest gift left
            }
        }
        return count;
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
