import java.io.*;
import java.util.*;

public class Main {
    /**
     * kinds[i] is '+' (a pearl of size values[i] goes into the chest), '-' (one pearl of size values[i] is
     * sold) or '?' (a buyer asks for the values[i]-th smallest pearl). Returns one string per '?', in order:
     * the size of that pearl, or "NONE" if the chest holds fewer pearls.
     */
    static List<String> answerRequests(char[] kinds, int[] values) {
        List<String> answers = new ArrayList<>();
        for (char kind : kinds) {
            if (kind == '?') answers.add("NONE");
        }
        return answers;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in));
        int q = Integer.parseInt(reader.readLine().trim());
        char[] kinds = new char[q];
        int[] values = new int[q];
        for (int i = 0; i < q; i++) {
            StringTokenizer st = new StringTokenizer(reader.readLine());
            kinds[i] = st.nextToken().charAt(0);
            values[i] = Integer.parseInt(st.nextToken());
        }
        StringBuilder out = new StringBuilder();
        for (String answer : answerRequests(kinds, values)) out.append(answer).append('\n');
        System.out.print(out);
    }
}
