import java.io.*;
import java.util.*;

public class Main {
    static final class Node {
        final long value;
        Node left, right;

        Node(long value) {
            this.value = value;
        }
    }

    static void visit(Node node, List<Long> order) {
        if (node == null) return;
        order.add(node.value);
        visit(node.left, order);
        visit(node.right, order);
    }

    static List<Long> preorderAfterInserting(long[] numbers) {
        Node root = new Node(numbers[0]);
        for (int i = 1; i < numbers.length; i++) {
            Node node = root;
            while (true) {
                if (numbers[i] < node.value) {
                    if (node.left == null) { node.left = new Node(numbers[i]); break; }
                    node = node.left;
                } else {
                    if (node.right == null) { node.right = new Node(numbers[i]); break; }
                    node = node.right;
                }
            }
        }
        List<Long> order = new ArrayList<>();
        visit(root, order);
        return order;
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
