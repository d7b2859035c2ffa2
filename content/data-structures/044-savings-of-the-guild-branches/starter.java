import java.io.*;
import java.util.*;

public class Main {
    /**
     * Members are 1..n; savings[x] is x's savings and parents[x] x's mentor (parents[1] = 0). Event i is
     * kinds[i] = 'S' (member xs[i]'s savings become vs[i]) or '?' (the total savings of xs[i]'s branch).
     * Returns one total per '?' event, in order.
     */
    static List<Long> branchTotals(int n, long[] savings, int[] parents, char[] kinds, int[] xs, long[] vs) {
        List<Long> answers = new ArrayList<>();
        for (char kind : kinds) {
            if (kind == '?') answers.add(0L);
        }
        return answers;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.ordinaryChar('?');
        in.nextToken();
        int n = (int) in.nval;
        in.nextToken();
        int q = (int) in.nval;
        long[] savings = new long[n + 1];
        int[] parents = new int[n + 1];
        for (int x = 1; x <= n; x++) {
            in.nextToken();
            savings[x] = (long) in.nval;
        }
        for (int x = 2; x <= n; x++) {
            in.nextToken();
            parents[x] = (int) in.nval;
        }
        char[] kinds = new char[q];
        int[] xs = new int[q];
        long[] vs = new long[q];
        for (int i = 0; i < q; i++) {
            in.nextToken();
            kinds[i] = in.ttype == '?' ? '?' : 'S';
            in.nextToken();
            xs[i] = (int) in.nval;
            if (kinds[i] == 'S') {
                in.nextToken();
                vs[i] = (long) in.nval;
            }
        }
        StringBuilder out = new StringBuilder();
        for (long answer : branchTotals(n, savings, parents, kinds, xs, vs)) out.append(answer).append('\n');
        System.out.print(out);
    }
}
