import java.io.*;
import java.util.*;

public class Main {
    /**
     * following[i] is the card that card i names next (0 for none); following[0] is unused.
     * Returns the middle card of the hunt that begins at card start.
     */
    static int middleCard(int[] following, int start) {
        int slow = start;
        int fast = start;
        while (fast != 0 && following[fast] != 0) {
            slow = following[slow];
            fast = following[following[fast]];
        }
        return slow;
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
