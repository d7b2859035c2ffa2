import java.io.*;

public class Main {
    /** The number of guests whose reunion gives exactly k clinks, or 0 if there is none. */
    static long guests(long k) {
        long n = (1 + (long) Math.sqrt(1 + 8.0 * k)) / 2;
        while (n * (n - 1) / 2 > k) n--; // correct any rounding of the square root
        while ((n + 1) * n / 2 <= k) n++;
        return n * (n - 1) / 2 == k ? n : 0;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int q = Integer.parseInt(in.readLine().trim());
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < q; i++) {
            long n = guests(Long.parseLong(in.readLine().trim()));
            out.append(n == 0 ? "MISCOUNTED" : Long.toString(n)).append('\n');
        }
        System.out.print(out);
    }
}
