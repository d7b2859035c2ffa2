import java.io.*;
import java.util.*;

public class Main {
    /**
     * Appends to moves, in order, every move "disk from to" (for example "1 A C") that carries the n smallest
     * disks from peg source to peg target, using peg spare.
     */
    static void hanoi(int n, char source, char target, char spare, List<String> moves) {
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
