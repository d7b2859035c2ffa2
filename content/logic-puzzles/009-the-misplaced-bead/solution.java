import java.io.*;

public class Main {
    /** Returns "position letter": the wrong bead's position (counting from 1) and the letter that belongs there. */
    static String findWrongBead(String strip) {
        int n = strip.length();
        for (int p = 1; 3 * p <= n; p++) {
            if (n % p != 0) continue;
            int mixed = -1, mixedGroups = 0;
            for (int start = 0; start < p; start++) {
                for (int i = start + p; i < n; i += p) {
                    if (strip.charAt(i) != strip.charAt(start)) {
                        mixedGroups++;
                        mixed = start;
                        break;
                    }
                }
            }
            if (mixedGroups != 1) continue;
            int[] counts = new int[26];
            int kinds = 0;
            for (int i = mixed; i < n; i += p) if (counts[strip.charAt(i) - 'a']++ == 0) kinds++;
            if (kinds != 2) continue;
            int wrong = -1, right = -1;
            for (int c = 0; c < 26; c++) {
                if (counts[c] == 1 && wrong < 0) wrong = c;
                else if (counts[c] > 0) right = c;
            }
            if (wrong < 0 || counts[right] < 2) continue;
            for (int i = mixed; i < n; i += p) {
                if (strip.charAt(i) - 'a' == wrong) return (i + 1) + " " + (char) ('a' + right);
            }
        }
        return "0 ?";
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        System.out.println(findWrongBead(in.readLine().trim()));
    }
}
