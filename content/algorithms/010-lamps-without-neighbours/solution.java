import java.io.*;
import java.util.*;

public class Main {
    static void build(StringBuilder pattern, int n, List<String> result) {
        int length = pattern.length();
        if (length == n) {
            result.add(pattern.toString());
            return;
        }
        pattern.append('0');
        build(pattern, n, result);
        pattern.setLength(length);
        if (length == 0 || pattern.charAt(length - 1) == '0') {
            pattern.append('1');
            build(pattern, n, result);
            pattern.setLength(length);
        }
    }

    static List<String> patterns(int n) {
        List<String> result = new ArrayList<>();
        build(new StringBuilder(), n, result);
        return result;
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
