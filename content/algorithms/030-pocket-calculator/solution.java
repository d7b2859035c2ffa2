import java.io.*;
import java.util.*;

public class Main {
    static final long MOD = 1_000_000_007L;
    static String text;
    static int pos; // the reading position shared by the three parsing functions

    static char peek() {
        return pos < text.length() ? text.charAt(pos) : '$';
    }

    static long parseFactor() {
        if (peek() == '(') {
            pos++; // skip '('
            long value = parseExpression();
            pos++; // skip ')'
            return value;
        }
        long value = 0;
        while (Character.isDigit(peek())) value = value * 10 + (text.charAt(pos++) - '0');
        return value % MOD;
    }

    static long parseTerm() {
        long value = parseFactor();
        while (peek() == '*') {
            pos++;
            value = value * parseFactor() % MOD;
        }
        return value;
    }

    static long parseExpression() {
        long value = parseTerm();
        while (peek() == '+' || peek() == '-') {
            char operator = text.charAt(pos++);
            long right = parseTerm();
            value = operator == '+' ? (value + right) % MOD : (value - right + MOD) % MOD;
        }
        return value;
    }

    static long evaluate(String expression) {
        text = expression;
        pos = 0;
        return parseExpression();
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        String expression = in.readLine().trim();
        System.out.println(evaluate(expression));
    }
}
