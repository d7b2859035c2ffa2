import java.io.*;
import java.util.*;

public class Main {
    /**
     * Returns every non-empty group of the letters, each written in alphabetical order, as a list of strings in
     * dictionary order.
     */
    static List<String> selections(String letters) {
        return new ArrayList<>();
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        String letters = in.readLine().trim();
        StringBuilder out = new StringBuilder();
        for (String group : selections(letters)) out.append(group).append('\n');
        System.out.print(out);
    }
}
