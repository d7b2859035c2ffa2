import java.io.*;

public class Main {
    static int precedence(char c) {
        switch (c) {
            case '!': return 4;
            case '&': return 3;
            case '^': return 2;
            case '|': return 1;
            default: return 0;
        }
    }

    /** The formula's tokens in postfix order (shunting-yard, no recursion). */
    static char[] toPostfix(String formula) {
        StringBuilder out = new StringBuilder();
        char[] ops = new char[formula.length()];
        int top = 0;
        for (char c : formula.toCharArray()) {
            if (Character.isLetter(c)) out.append(c);
            else if (c == '!' || c == '(') ops[top++] = c;
            else if (c == ')') {
                while (ops[top - 1] != '(') out.append(ops[--top]);
                top--;
            } else {
                while (top > 0 && ops[top - 1] != '(' && precedence(ops[top - 1]) >= precedence(c)) out.append(ops[--top]);
                ops[top++] = c;
            }
        }
        while (top > 0) out.append(ops[--top]);
        return out.toString().toCharArray();
    }

    /**
     * Setting number m has switch i up exactly when bit i of m is 1. The settings are handled 64 at a
     * time: bit j of a word is setting 64 * chunk + j, and every operator becomes one bitwise operation.
     */
    static long openingSettings(int n, String formula) {
        char[] postfix = toPostfix(formula);
        long[] stack = new long[postfix.length + 1];
        long[] low = new long[6];
        for (int i = 0; i < 6; i++)
            for (int j = 0; j < 64; j++)
                if ((j >> i & 1) == 1) low[i] |= 1L << j;
        long chunks = n >= 6 ? 1L << (n - 6) : 1;
        long used = n >= 6 ? -1L : (1L << (1 << n)) - 1;
        long total = 0;
        long[] value = new long[16];
        for (long chunk = 0; chunk < chunks; chunk++) {
            for (int i = 0; i < n; i++) value[i] = i < 6 ? low[i] : ((chunk >> (i - 6) & 1) == 1 ? -1L : 0L);
            int top = 0;
            for (char c : postfix) {
                if (c == '!') stack[top - 1] = ~stack[top - 1];
                else if (c == '&') { top--; stack[top - 1] &= stack[top]; }
                else if (c == '^') { top--; stack[top - 1] ^= stack[top]; }
                else if (c == '|') { top--; stack[top - 1] |= stack[top]; }
                else stack[top++] = value[c - 'a'];
            }
            total += Long.bitCount(stack[0] & used);
        }
        return total;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        String formula = in.readLine().trim();
        System.out.println(openingSettings(n, formula));
    }
}
