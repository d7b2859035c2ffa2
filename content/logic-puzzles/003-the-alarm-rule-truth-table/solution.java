import java.io.*;
import java.util.*;

public class Main {
    static boolean evaluate(String[] tokens, boolean p, boolean q, boolean r) {
        Deque<Boolean> stack = new ArrayDeque<>();
        for (String token : tokens) {
            switch (token) {
                case "p" -> stack.push(p);
                case "q" -> stack.push(q);
                case "r" -> stack.push(r);
                case "!" -> stack.push(!stack.pop());
                default -> {
                    boolean right = stack.pop();
                    boolean left = stack.pop();
                    stack.push(switch (token) {
                        case "&" -> left && right;
                        case "|" -> left || right;
                        case "^" -> left != right;
                        case ">" -> !left || right;
                        default -> left == right;
                    });
                }
            }
        }
        return stack.peek();
    }

    public static void main(String[] args) throws IOException {
        String[] tokens = new BufferedReader(new InputStreamReader(System.in)).readLine().trim().split("\\s+");
        StringBuilder row = new StringBuilder();
        int trues = 0;
        for (int i = 0; i < 8; i++) {
            boolean value = evaluate(tokens, (i & 4) != 0, (i & 2) != 0, (i & 1) != 0);
            if (value) trues++;
            row.append(value ? 'T' : 'F');
        }
        System.out.println(row);
        System.out.println(trues == 8 ? "ALWAYS" : trues == 0 ? "NEVER" : "SOMETIMES");
    }
}
