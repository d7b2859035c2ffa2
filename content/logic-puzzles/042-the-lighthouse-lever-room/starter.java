import java.io.*;
import java.util.*;

public class Main {
    /**
     * lamps[j] is '1' when lamp j starts lit; levers[i].charAt(j) is '1' when lever i toggles lamp j.
     * Returns the answer's text: "0" when no plan turns every lamp off, otherwise the number of plans
     * modulo 1000000007, a newline, and n characters: '1' for a lever pulled in every plan, '0' for one
     * pulled in none, '?' for the others.
     */
    static String leverPlans(int n, int m, String lamps, String[] levers) {
        return "0";
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken());
        int m = Integer.parseInt(st.nextToken());
        String lamps = in.readLine().trim();
        String[] levers = new String[n];
        for (int i = 0; i < n; i++) levers[i] = in.readLine().trim();
        System.out.println(leverPlans(n, m, lamps, levers));
    }
}
