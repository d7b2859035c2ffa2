import java.io.*;
import java.util.*;

public class Main {
    /** a and b are strings of decimal digits. Returns the last digit of a to the power b. */
    static int lastDigit(String a, String b) {
        int base = a.charAt(a.length() - 1) - '0';
        // The last digits of powers repeat with a cycle dividing 4, and b mod 4 depends on b's last two digits.
        int tail = Integer.parseInt(b.substring(Math.max(0, b.length() - 2)));
        int exponent = tail % 4 == 0 ? 4 : tail % 4;
        int result = 1;
        for (int i = 0; i < exponent; i++) result = result * base % 10;
        return result;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int q = Integer.parseInt(in.readLine().trim());
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < q; i++) {
            StringTokenizer st = new StringTokenizer(in.readLine());
            out.append(lastDigit(st.nextToken(), st.nextToken())).append('\n');
        }
        System.out.print(out);
    }
}
