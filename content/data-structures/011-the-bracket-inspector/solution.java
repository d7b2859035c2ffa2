import java.io.*;

public class Main {
    /** Returns the position (1-based) of the first bracket mistake, or 0 when the formula is balanced. */
    static int firstMistake(String formula) {
        int n = formula.length();
        char[] openKind = new char[n];
        int[] openPosition = new int[n];
        int top = 0;
        for (int i = 0; i < n; i++) {
            char c = formula.charAt(i);
            if (c == '(' || c == '[' || c == '{') {
                openKind[top] = c;
                openPosition[top] = i + 1;
                top++;
            } else if (c == ')' || c == ']' || c == '}') {
                char wanted = c == ')' ? '(' : c == ']' ? '[' : '{';
                if (top == 0 || openKind[top - 1] != wanted) return i + 1;
                top--;
            }
        }
        return top > 0 ? openPosition[0] : 0;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        String formula = in.readLine().trim();
        int answer = firstMistake(formula);
        System.out.println(answer == 0 ? "BALANCED" : String.valueOf(answer));
    }
}
