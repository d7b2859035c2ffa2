import java.io.*;

public class Main {
    static long countWays(int n) {
        long prev = 1, cur = 1; // ways(0) and ways(1)
        for (int i = 2; i <= n; i++) {
            long next = cur + prev;
            prev = cur;
            cur = next;
        }
        return cur;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        System.out.println(countWays(n));
    }
}
