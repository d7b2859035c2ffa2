import java.io.*;
import java.util.*;

public class Main {
    /** A stack of n pancakes (sizes 1..n, top first) is stored as a number: 3 bits per pancake, top lowest. */
    static int encode(int[] stack) {
        int key = 0;
        for (int i = stack.length - 1; i >= 0; i--) key = key << 3 | (stack[i] - 1);
        return key;
    }

    /**
     * flips[key]: fewest flips between the sorted stack of n pancakes and the stack key (-1 if unseen). A
     * flip undone is the same flip, so one breadth-first search from the sorted stack answers every stack.
     */
    static byte[] allDistances(int n) {
        byte[] flips = new byte[1 << (3 * n)];
        Arrays.fill(flips, (byte) -1);
        int[] queue = new int[40320];
        int[] stack = new int[n];
        for (int i = 0; i < n; i++) stack[i] = i + 1;
        int head = 0, tail = 0;
        queue[tail++] = encode(stack);
        flips[queue[0]] = 0;
        while (head < tail) {
            int key = queue[head++];
            for (int k = 2; k <= n; k++) {
                for (int i = 0, rest = key; i < n; i++, rest >>= 3) stack[i] = (rest & 7) + 1;
                for (int i = 0, j = k - 1; i < j; i++, j--) {
                    int t = stack[i];
                    stack[i] = stack[j];
                    stack[j] = t;
                }
                int flipped = encode(stack);
                if (flips[flipped] < 0) {
                    flips[flipped] = (byte) (flips[key] + 1);
                    queue[tail++] = flipped;
                }
            }
        }
        return flips;
    }

    static int[] fewestFlips(int[][] stacks) {
        byte[][] flips = new byte[9][];
        int[] answers = new int[stacks.length];
        for (int i = 0; i < stacks.length; i++) {
            int n = stacks[i].length;
            if (flips[n] == null) flips[n] = allDistances(n);
            answers[i] = flips[n][encode(stacks[i])];
        }
        return answers;
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
