import java.io.*;

public class Main {
    /**
     * The first 2^a rows hold 3^a odd numbers; the next 2^a rows are two copies of the first ones. So,
     * reading the binary digits of n from the top, each 1 bit adds 3^a times 2^(number of 1 bits above it).
     */
    static long darkTiles(long n) {
        long[] power3 = new long[40];
        power3[0] = 1;
        for (int a = 1; a < 40; a++) power3[a] = power3[a - 1] * 3;
        long total = 0, copies = 1;
        for (int a = 39; a >= 0; a--) {
            if ((n >> a & 1) == 1) {
                total += copies * power3[a];
                copies *= 2;
            }
        }
        return total;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int q = Integer.parseInt(in.readLine().trim());
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < q; i++) out.append(darkTiles(Long.parseLong(in.readLine().trim()))).append('\n');
        System.out.print(out);
    }
}
