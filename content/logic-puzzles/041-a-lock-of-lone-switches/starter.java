import java.io.*;

public class Main {
    /**
     * formula is a string of the characters x ! & ^ | ( ), each x a different switch.
     * Returns how many ON/OFF settings of the switches make the formula true, modulo 1000000007.
     */
    static long countOpenings(String formula) {
        return 0;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        String formula = in.readLine().trim();
        System.out.println(countOpenings(formula));
    }
}
