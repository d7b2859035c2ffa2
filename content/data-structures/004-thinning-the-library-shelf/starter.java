import java.io.*;
import java.util.*;

public class Main {
    /** books is sorted; returns the books that stay when at most m copies of each number are kept, in order. */
    static List<Integer> thin(int[] books, int m) {
        List<Integer> kept = new ArrayList<>();
        for (int book : books) kept.add(book);
        return kept;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken();
        int n = (int) in.nval;
        in.nextToken();
        int m = (int) in.nval;
        int[] books = new int[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            books[i] = (int) in.nval;
        }
        List<Integer> kept = thin(books, m);
        StringBuilder out = new StringBuilder();
        out.append(kept.size()).append('\n');
        for (int i = 0; i < kept.size(); i++) {
            if (i > 0) out.append(' ');
            out.append(kept.get(i));
        }
        System.out.println(out);
    }
}
