import java.io.*;
import java.util.*;

public class Main {
    /**
     * Dancers 1..n start in order, 1 at the front. Event i is kinds[i] = 'M' (xs[i] moves to directly behind
     * ys[i], or to the front when ys[i] is 0), 'L' (xs[i] leaves) or '?' (who is directly behind xs[i]?).
     * Returns one number per '?', in order: the dancer directly behind xs[i], or 0 if xs[i] is last.
     */
    static List<Integer> followTheLine(int n, char[] kinds, int[] xs, int[] ys) {
        List<Integer> answers = new ArrayList<>();
        for (char kind : kinds) {
            if (kind == '?') answers.add(0);
        }
        return answers;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(reader.readLine());
        int n = Integer.parseInt(st.nextToken()), m = Integer.parseInt(st.nextToken());
        char[] kinds = new char[m];
        int[] xs = new int[m], ys = new int[m];
        for (int i = 0; i < m; i++) {
            st = new StringTokenizer(reader.readLine());
            kinds[i] = st.nextToken().charAt(0);
            xs[i] = Integer.parseInt(st.nextToken());
            if (kinds[i] == 'M') ys[i] = Integer.parseInt(st.nextToken());
        }
        StringBuilder out = new StringBuilder();
        for (int answer : followTheLine(n, kinds, xs, ys)) out.append(answer).append('\n');
        System.out.print(out);
    }
}
