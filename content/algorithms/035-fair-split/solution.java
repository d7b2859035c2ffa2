import java.io.*;
import java.util.*;

public class Main {
    static int fairestSplit(int[] a) {
        int total = 0;
        for (int x : a) total += x;
        int half = total / 2; // the smaller share is at most half of the total
        // reachable[x]: some subset of the treasures seen so far is worth exactly x (x <= half)
        boolean[] reachable = new boolean[half + 1];
        reachable[0] = true;
        for (int worth : a) {
            for (int x = half; x >= worth; x--) { // downwards: each treasure is used once
                if (reachable[x - worth]) reachable[x] = true;
            }
        }
        int best = half;
        while (!reachable[best]) best--;
        return total - 2 * best;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        StringTokenizer st = new StringTokenizer(in.readLine());
        int[] a = new int[n];
        for (int i = 0; i < n; i++) a[i] = Integer.parseInt(st.nextToken());
        System.out.println(fairestSplit(a));
    }
}
