import java.io.*;
import java.util.*;

public class Main {
    static int fewestCoins(int[] coins, int amount) {
        final int impossible = amount + 1; // more coins than any real answer can need
        int[] best = new int[amount + 1];
        for (int x = 1; x <= amount; x++) {
            best[x] = impossible;
            for (int c : coins) {
                if (c <= x && best[x - c] + 1 < best[x]) best[x] = best[x - c] + 1;
            }
        }
        return best[amount] == impossible ? -1 : best[amount];
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
