import java.io.*;
import java.util.*;

public class Main {
    /** Returns every allowed pattern of n lamps (strings of 0 and 1 with no "11"), in dictionary order. */
    static List<String> patterns(int n) {
        return new ArrayList<>();
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        List<String> result = patterns(n);
        StringBuilder out = new StringBuilder();
        out.append(result.size()).append('\n');
        for (String pattern : result) out.append(pattern).append('\n');
        System.out.print(out);
    }
}
