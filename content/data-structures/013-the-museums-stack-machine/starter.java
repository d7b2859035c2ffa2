import java.io.*;
import java.util.*;

public class Main {
    /** tokens are "+", "-", "*", "/" or whole numbers such as "42".
        Returns the number left on the pile, or "ERROR" for a faulty tape. */
    static String runTape(String[] tokens) {
        return "ERROR";
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
