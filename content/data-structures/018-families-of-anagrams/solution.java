import java.io.*;
import java.util.*;

public class Main {
    /** Returns the families: ordered by their first word's position, words inside a family in input order. */
    static List<List<String>> anagramFamilies(String[] words) {
        Map<String, List<String>> families = new LinkedHashMap<>();
        for (String word : words) {
            char[] letters = word.toCharArray();
            Arrays.sort(letters);
            families.computeIfAbsent(new String(letters), key -> new ArrayList<>()).add(word);
        }
        return new ArrayList<>(families.values());
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        StringTokenizer tokens = new StringTokenizer(in.readLine());
        String[] words = new String[n];
        for (int i = 0; i < n; i++) words[i] = tokens.nextToken();
        List<List<String>> families = anagramFamilies(words);
        StringBuilder out = new StringBuilder();
        out.append(families.size()).append('\n');
        for (List<String> family : families) out.append(String.join(" ", family)).append('\n');
        System.out.print(out);
    }
}
