import java.io.*;
import java.util.*;

public class Main {
    /**
     * stacks[i] lists the sizes of a stack's pancakes from the top down (a permutation of 1..n). Returns,
     * for every stack, the fewest flips that leave the smallest pancake on top and the largest at the bottom.
     */
    static int[] fewestFlips(int[][] stacks) {
        return new int[stacks.length];
    }

    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int q = readInt(in);
        int[][] stacks = new int[q][];
        for (int i = 0; i < q; i++) {
            stacks[i] = new int[readInt(in)];
            for (int j = 0; j < stacks[i].length; j++) stacks[i][j] = readInt(in);
        }
        StringBuilder out = new StringBuilder();
        for (int answer : fewestFlips(stacks)) out.append(answer).append('\n');
        System.out.print(out);
    }

    static int readInt(DataInputStream in) throws IOException {
        int c = in.read();
        while (c < '0' || c > '9') c = in.read();
        int value = 0;
        while (c >= '0' && c <= '9') {
            value = value * 10 + (c - '0');
            c = in.read();
        }
        return value;
    }
}
