import java.io.*;
import java.util.*;

public class Main {
    /**
     * Each statement is {speaker, kind, a, b}, in the order the children spoke. kind is "did" (a did it),
     * "not" (a did not do it) or "or" (a or b did it; b is null otherwise). A name "I" means the speaker.
     * Return the names of the children who could be the culprit (exactly t statements are then true),
     * in the order they spoke.
     */
    static List<String> possibleCulprits(List<String[]> statements, int t) {
        return new ArrayList<>();
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
