import java.io.*;
import java.util.*;

public class Main {
    static void hanoi(int n, char source, char target, char spare, List<String> moves) {
        if (n == 0) return;
        hanoi(n - 1, source, spare, target, moves);
        moves.add(n + " " + source + " " + target);
        hanoi(n - 1, spare, target, source, moves);
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        List<String> moves = new ArrayList<>();
        hanoi(n, 'A', 'C', 'B', moves);
        StringBuilder out = new StringBuilder();
        out.append(moves.size()).append('\n');
        for (String move : moves) out.append(move).append('\n');
        System.out.print(out);
    }
}
