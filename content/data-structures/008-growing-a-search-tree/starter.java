import java.io.*;
import java.util.*;

public class Main {
    /** Inserts the numbers, in this order, into an empty binary search tree and
        returns them in preorder: node, left subtree, right subtree. */
    static List<Long> preorderAfterInserting(long[] numbers) {
        return new ArrayList<>();
    }

    public static void main(String[] args) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer tokens = new StringTokenizer(reader.readLine());
        int n = Integer.parseInt(tokens.nextToken());
        long[] numbers = new long[n];
        tokens = new StringTokenizer(reader.readLine());
        for (int i = 0; i < n; i++) numbers[i] = Long.parseLong(tokens.nextToken());
        StringJoiner line = new StringJoiner(" ");
        for (long value : preorderAfterInserting(numbers)) line.add(Long.toString(value));
        System.out.println(line);
    }
}
