import java.io.*;
import java.util.*;

public class Main {
    /** Returns the families: ordered by their first word's position, words inside a family in input order. */
    static List<List<String>> anagramFamilies(String[] words) {
        List<List<String>> families = new ArrayList<>();
        for (String word : words) families.add(new ArrayList<>(List.of(word)));
        return families;
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
