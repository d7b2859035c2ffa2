import java.io.*;
import java.util.*;

public class Main {
    /** Returns the fewest coins (unlimited supply of each value) that add up to exactly amount, or -1. */
    static int fewestCoins(int[] coins, int amount) {
        return 0;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        int k = Integer.parseInt(st.nextToken());
        int amount = Integer.parseInt(st.nextToken());
        st = new StringTokenizer(in.readLine());
        int[] coins = new int[k];
        for (int i = 0; i < k; i++) coins[i] = Integer.parseInt(st.nextToken());
        System.out.println(fewestCoins(coins, amount));
    }
}
