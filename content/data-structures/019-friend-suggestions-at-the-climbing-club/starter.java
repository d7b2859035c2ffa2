import java.io.*;
import java.util.*;

public class Main {
    /** friends.get(x) is the list of x's friends. Returns p's suggested members,
        most mutual friends first, smaller number first on ties. */
    static List<Integer> suggestions(List<List<Integer>> friends, int p) {
        return new ArrayList<>();
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken();
        int n = (int) in.nval;
        in.nextToken();
        int m = (int) in.nval;
        List<List<Integer>> friends = new ArrayList<>();
        for (int i = 0; i <= n; i++) friends.add(new ArrayList<>());
        for (int i = 0; i < m; i++) {
            in.nextToken();
            int a = (int) in.nval;
            in.nextToken();
            int b = (int) in.nval;
            friends.get(a).add(b);
            friends.get(b).add(a);
        }
        in.nextToken();
        int q = (int) in.nval;
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < q; i++) {
            in.nextToken();
            List<Integer> found = suggestions(friends, (int) in.nval);
            if (found.isEmpty()) out.append("NONE");
            for (int k = 0; k < found.size(); k++) {
                if (k > 0) out.append(' ');
                out.append(found.get(k));
            }
            out.append('\n');
        }
        System.out.print(out);
    }
}
