import java.io.*;

public class Main {
    /** Return the number of guests whose reunion gives exactly k clinks, or 0 if there is none. */
    static long guests(long k) {
        return 1;
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
