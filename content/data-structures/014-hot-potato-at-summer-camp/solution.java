import java.io.*;
import java.util.*;

public class Main {
    /** passes[r] is the number of passes in round r + 1.
        Returns the n children: those who leave, in order, then the winner. */
    static int[] play(int n, int[] passes) {
        ArrayDeque<Integer> circle = new ArrayDeque<>();
        for (int child = 1; child <= n; child++) circle.addLast(child);
        int[] order = new int[n];
        for (int r = 0; r < n - 1; r++) {
            for (int p = 0; p < passes[r]; p++) circle.addLast(circle.pollFirst());
            order[r] = circle.pollFirst();
        }
        order[n - 1] = circle.peekFirst();
        return order;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken();
        int n = (int) in.nval;
        int[] passes = new int[Math.max(n - 1, 0)];
        for (int r = 0; r < n - 1; r++) {
            in.nextToken();
            passes[r] = (int) in.nval;
        }
        int[] order = play(n, passes);
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < n; i++) {
            if (i > 0) out.append(' ');
            out.append(order[i]);
        }
        System.out.println(out);
    }
}
