import java.io.*;
import java.util.*;

public class Main {
    static void extend(char[] letters, String prefix, int start, List<String> result) {
        for (int i = start; i < letters.length; i++) {
            String group = prefix + letters[i];
            result.add(group);
            extend(letters, group, i + 1, result);
        }
    }

    static List<String> selections(String letters) {
        char[] sorted = letters.toCharArray();
        Arrays.sort(sorted);
        List<String> result = new ArrayList<>();
        extend(sorted, "", 0, result);
        return result;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        String letters = in.readLine().trim();
        StringBuilder out = new StringBuilder();
        for (String group : selections(letters)) out.append(group).append('\n');
        System.out.print(out);
    }
}
