import java.io.*;
import java.util.*;

public class Main {
    /** Merchants a and b shake hands: their alliances merge. */
    static void join(String a, String b) {
    }

    /** Returns true when a and b are in the same alliance. */
    static boolean ask(String a, String b) {
        return false;
    }

    /** Returns the number of merchants in a's alliance. */
    static int allianceSize(String a) {
        return 0;
    }

    private static byte[] input;
    private static int pos = 0;

    private static String nextWord() {
        while (input[pos] <= ' ') pos++;
        int start = pos;
        while (pos < input.length && input[pos] > ' ') pos++;
        return new String(input, start, pos - start);
    }

    public static void main(String[] args) throws IOException {
        input = System.in.readAllBytes();
        int q = Integer.parseInt(nextWord());
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < q; i++) {
            String kind = nextWord();
            String a = nextWord();
            if (kind.equals("size")) {
                out.append(allianceSize(a)).append('\n');
                continue;
            }
            String b = nextWord();
            if (kind.equals("ask")) out.append(ask(a, b) ? "YES" : "NO").append('\n');
            else join(a, b);
        }
        System.out.print(out);
    }
}
