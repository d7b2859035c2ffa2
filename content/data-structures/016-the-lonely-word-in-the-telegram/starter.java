import java.io.*;
import java.util.*;

public class Main {
    /** Returns the first word that appears exactly once, or "NONE" if there is none. */
    static String keyWord(String[] words) {
        return "NONE";
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        StringTokenizer tokens = new StringTokenizer(in.readLine());
        String[] words = new String[n];
        for (int i = 0; i < n; i++) words[i] = tokens.nextToken();
        System.out.println(keyWord(words));
    }
}
