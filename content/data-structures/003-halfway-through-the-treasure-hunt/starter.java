import java.io.*;
import java.util.*;

public class Main {
    /**
     * following[i] is the card that card i names next (0 for none); following[0] is unused.
     * Returns the middle card of the hunt that begins at card start.
     */
    static int middleCard(int[] following, int start) {
        return start;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken();
        int n = (int) in.nval;
        in.nextToken();
        int start = (int) in.nval;
        int[] following = new int[n + 1];
        for (int i = 1; i <= n; i++) {
            in.nextToken();
            following[i] = (int) in.nval;
        }
        System.out.println(middleCard(following, start));
    }
}
