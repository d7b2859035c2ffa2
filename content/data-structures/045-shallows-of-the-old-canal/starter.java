import java.io.*;
import java.util.*;

public class Main {
    /**
     * depths[i] is the depth of section i (1 <= i <= n; index 0 unused). Event e is kinds[e] = 'D' (section
     * xs[e] now has depth ys[e]) or '?' (a question about sections xs[e]..ys[e]). Returns one string per
     * question, in order: "<shallowest depth> <how many of those sections have it>".
     */
    static List<String> survey(int[] depths, char[] kinds, int[] xs, int[] ys) {
        List<String> answers = new ArrayList<>();
        for (char kind : kinds) {
            if (kind == '?') answers.add("0 0");
        }
        return answers;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(reader.readLine());
        int n = Integer.parseInt(st.nextToken()), q = Integer.parseInt(st.nextToken());
        int[] depths = new int[n + 1];
        st = new StringTokenizer(reader.readLine());
        for (int i = 1; i <= n; i++) depths[i] = Integer.parseInt(st.nextToken());
        char[] kinds = new char[q];
        int[] xs = new int[q], ys = new int[q];
        for (int e = 0; e < q; e++) {
            st = new StringTokenizer(reader.readLine());
            kinds[e] = st.nextToken().charAt(0);
            xs[e] = Integer.parseInt(st.nextToken());
            ys[e] = Integer.parseInt(st.nextToken());
        }
        StringBuilder out = new StringBuilder();
        for (String answer : survey(depths, kinds, xs, ys)) out.append(answer).append('\n');
        System.out.print(out);
    }
}
