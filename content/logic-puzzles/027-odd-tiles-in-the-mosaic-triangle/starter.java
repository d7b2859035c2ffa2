import java.io.*;

public class Main {
    /** Returns how many odd numbers appear in rows 0 to n - 1 of Pascal's triangle. */
    static long darkTiles(long n) {
        return 0;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int q = Integer.parseInt(in.readLine().trim());
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < q; i++) out.append(darkTiles(Long.parseLong(in.readLine().trim()))).append('\n');
        System.out.print(out);
    }
}
