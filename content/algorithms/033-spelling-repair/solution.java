import java.io.*;

public class Main {
    static int editDistance(String s, String t) {
        int n = s.length(), m = t.length();
        // prev[j] and cur[j]: edits turning the first i-1 (resp. i) letters of s into the first j letters of t
        int[] prev = new int[m + 1], cur = new int[m + 1];
        for (int j = 0; j <= m; j++) prev[j] = j;
        for (int i = 1; i <= n; i++) {
            cur[0] = i;
            char a = s.charAt(i - 1);
            for (int j = 1; j <= m; j++) {
                if (a == t.charAt(j - 1)) cur[j] = prev[j - 1];
                else cur[j] = 1 + Math.min(prev[j - 1], Math.min(prev[j], cur[j - 1]));
            }
            int[] swap = prev;
            prev = cur;
            cur = swap;
        }
        return prev[m];
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        String s = in.readLine().trim();
        String t = in.readLine().trim();
        System.out.println(editDistance(s, t));
    }
}
