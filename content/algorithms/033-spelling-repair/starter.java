import java.io.*;

public class Main {
    /** Returns the smallest number of single-letter inserts, deletes and replacements that turn s into t. */
    static int editDistance(String s, String t) {
        return -1;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        String s = in.readLine().trim();
        String t = in.readLine().trim();
        System.out.println(editDistance(s, t));
    }
}
