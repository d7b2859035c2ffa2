import java.io.*;
import java.util.*;

public class Main {
    /** a and b are strings of decimal digits. Returns the last digit of a to the power b. */
    static int lastDigit(String a, String b) {
        return 0;
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
