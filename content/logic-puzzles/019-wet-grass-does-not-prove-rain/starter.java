import java.io.*;
import java.util.*;

public class Main {
    static List<String> words = new ArrayList<>();

    static int wordIndex(String word) {
        int i = words.indexOf(word);
        if (i >= 0) return i;
        words.add(word);
        return words.size() - 1;
    }

    /** A literal as {statement index, value}: value 1 for the statement, 0 for NOT the statement. */
    static int[] literal(String[] tokens, int from) {
        if (tokens[from].equals("NOT")) return new int[] {wordIndex(tokens[from + 1]), 0};
        return new int[] {wordIndex(tokens[from]), 1};
    }

    /**
     * Statements are numbered 0..nWords-1. A literal is {index, value}; value 0 stands for NOT the statement.
     * Each rule is {a, b}, meaning IF a THEN b; each fact is a literal that holds. For each question (a
     * statement index) return "TRUE" when it is true in every possible world, "FALSE" when it is false in
     * every one, and "UNKNOWN" otherwise.
     */
    static List<String> conclude(int nWords, List<int[][]> rules, List<int[]> facts, List<Integer> questions) {
        List<String> answers = new ArrayList<>();
        for (int i = 0; i < questions.size(); i++) answers.add("UNKNOWN");
        return answers;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        String[] first = in.readLine().trim().split(" ");
        int r = Integer.parseInt(first[0]), f = Integer.parseInt(first[1]), q = Integer.parseInt(first[2]);
        List<int[][]> rules = new ArrayList<>();
        for (int i = 0; i < r; i++) {
            String[] tokens = in.readLine().trim().split(" ");
            int then = Arrays.asList(tokens).indexOf("THEN");
            rules.add(new int[][] {literal(tokens, 1), literal(tokens, then + 1)});
        }
        List<int[]> facts = new ArrayList<>();
        for (int i = 0; i < f; i++) facts.add(literal(in.readLine().trim().split(" "), 0));
        List<Integer> questions = new ArrayList<>();
        for (int i = 0; i < q; i++) questions.add(wordIndex(in.readLine().trim()));
        StringBuilder out = new StringBuilder();
        for (String answer : conclude(words.size(), rules, facts, questions)) out.append(answer).append('\n');
        System.out.print(out);
    }
}
