import java.io.*;
import java.util.*;

public class Main {
    /** tokens are "+", "-", "*", "/" or whole numbers such as "42".
        Returns the number left on the pile, or "ERROR" for a faulty tape. */
    static String runTape(String[] tokens) {
        long[] pile = new long[tokens.length];
        int size = 0;
        for (String token : tokens) {
            if (token.length() == 1 && "+-*/".indexOf(token.charAt(0)) >= 0) {
                if (size < 2) return "ERROR";
                long b = pile[--size];
                long a = pile[--size];
                switch (token.charAt(0)) {
                    case '+': pile[size++] = a + b; break;
                    case '-': pile[size++] = a - b; break;
                    case '*': pile[size++] = a * b; break;
                    default:
                        if (b == 0) return "ERROR";
                        pile[size++] = a / b;
                }
            } else {
                pile[size++] = Long.parseLong(token);
            }
        }
        return size == 1 ? String.valueOf(pile[0]) : "ERROR";
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        StringTokenizer parts = new StringTokenizer(in.readLine());
        String[] tokens = new String[n];
        for (int i = 0; i < n; i++) tokens[i] = parts.nextToken();
        System.out.println(runTape(tokens));
    }
}
