import java.io.*;

public class Main {
    /** Returns the position (1-based) of the first bracket mistake, or 0 when the formula is balanced. */
    static int firstMistake(String formula) {
        return 0;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        String formula = in.readLine().trim();
        int answer = firstMistake(formula);
        System.out.println(answer == 0 ? "BALANCED" : String.valueOf(answer));
    }
}
