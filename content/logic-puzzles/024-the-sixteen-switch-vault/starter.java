import java.io.*;

public class Main {
    /** Returns how many of the 2^n settings of switches a, b, c, ... make the formula true. */
    static long openingSettings(int n, String formula) {
        return 0;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        String formula = in.readLine().trim();
        System.out.println(openingSettings(n, formula));
    }
}
