import java.io.*;

public class Main {
    /**
     * Jug 1 (capacity capacity[0]) starts full, jugs 2 and 3 empty. Returns, for each target t, the fewest
     * pours after which some jug holds exactly t litres, or -1 when that never happens.
     */
    static int[] fewestPours(int[] capacity, int[] targets) {
        return new int[targets.length];
    }

    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int[] jugCapacity = {readInt(in), readInt(in), readInt(in)};
        int q = readInt(in);
        int[] targets = new int[q];
        for (int i = 0; i < q; i++) targets[i] = readInt(in);
        int[] answers = fewestPours(jugCapacity, targets);
        StringBuilder out = new StringBuilder();
        for (int answer : answers) out.append(answer).append('\n');
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
