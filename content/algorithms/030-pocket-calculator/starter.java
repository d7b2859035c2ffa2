import java.io.*;
import java.util.*;

public class Main {
    /**
     * Returns the value of the expression (a string such as "2*(3+4)-5") modulo 1000000007,
     * as a number from 0 to 1000000006.
     */
    static long evaluate(String expression) {
        return -1;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        String expression = in.readLine().trim();
        System.out.println(evaluate(expression));
    }
}
