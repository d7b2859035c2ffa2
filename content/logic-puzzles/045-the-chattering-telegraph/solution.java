import java.io.*;
import java.util.*;

public class Main {
    /**
     * Returns the answer: the fewest wheels, a newline, and the next k bits of the tape. Berlekamp-Massey over bits finds the shortest
     * rule s[t] = XOR of c[i] * s[t - i] (i = 1..L) that produces the tape.
     */
    static String predict(int[] tape, int k) {
        int n = tape.length;
        int[] bits = Arrays.copyOf(tape, n + k);
        int[] c = new int[n + 2], b = new int[n + 2]; // the current rule, and the one before the last change
        c[0] = b[0] = 1;
        int length = 0, shift = 1;
        for (int t = 0; t < n; t++) {
            int d = bits[t];
            for (int i = 1; i <= length; i++) d ^= c[i] & bits[t - i];
            if (d != 0) { // the rule mispredicts s[t]: repair it with the older rule
                int[] saved = c.clone();
                for (int i = 0; i + shift <= n; i++) c[i + shift] ^= b[i];
                if (2 * length <= t) {
                    length = t + 1 - length;
                    b = saved;
                    shift = 1;
                } else {
                    shift++;
                }
            } else {
                shift++;
            }
        }
        StringBuilder out = new StringBuilder(k);
        for (int t = n; t < n + k; t++) { // continue the tape with the rule
            int v = 0;
            for (int i = 1; i <= length; i++) v ^= c[i] & bits[t - i];
            bits[t] = v;
            out.append((char) ('0' + v));
        }
        return length + "\n" + out;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken());
        int k = Integer.parseInt(st.nextToken());
        String text = in.readLine().trim();
        int[] tape = new int[n];
        for (int i = 0; i < n; i++) tape[i] = text.charAt(i) - '0';
        System.out.println(predict(tape, k));
    }
}
