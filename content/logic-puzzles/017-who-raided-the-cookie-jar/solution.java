import java.io.*;
import java.util.*;

public class Main {
    /** The children who could be the culprit, in the order they spoke. */
    static List<String> possibleCulprits(List<String[]> statements, int t) {
        List<String> result = new ArrayList<>();
        for (String[] suspect : statements) {
            String culprit = suspect[0];
            int trueCount = 0;
            for (String[] st : statements) {
                String a = st[2].equals("I") ? st[0] : st[2];
                String b = st[3] == null ? null : st[3].equals("I") ? st[0] : st[3];
                boolean holds;
                if (st[1].equals("not")) holds = !culprit.equals(a);
                else if (st[1].equals("did")) holds = culprit.equals(a);
                else holds = culprit.equals(a) || culprit.equals(b);
                if (holds) trueCount++;
            }
            if (trueCount == t) result.add(culprit);
        }
        return result;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer first = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(first.nextToken());
        int t = Integer.parseInt(first.nextToken());
        List<String[]> statements = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            String[] w = in.readLine().trim().split(" ");
            if (w.length == 7 && w[3].equals("or")) statements.add(new String[] {w[0], "or", w[2], w[4]});
            else if (w.length == 7) statements.add(new String[] {w[0], "not", w[2], null});
            else statements.add(new String[] {w[0], "did", w[2], null});
        }
        List<String> culprits = possibleCulprits(statements, t);
        System.out.println(culprits.isEmpty() ? "NONE" : String.join(" ", culprits));
    }
}
