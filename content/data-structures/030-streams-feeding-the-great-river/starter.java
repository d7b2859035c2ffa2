import java.io.*;

public class Main {
    /**
     * downstream[i] is the stream that stream i flows into (0 for the great river) and water[i] its own
     * water, both indexed from 1 to n. Returns, for each question j, the litres per second passing the
     * mouth of stream questions[j].
     */
    static long[] mouthFlows(int n, int[] downstream, int[] water, int[] questions) {
        return new long[questions.length];
    }

    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int n = readInt(in), q = readInt(in);
        int[] downstream = new int[n + 1], water = new int[n + 1];
        for (int i = 1; i <= n; i++) downstream[i] = readInt(in);
        for (int i = 1; i <= n; i++) water[i] = readInt(in);
        int[] questions = new int[q];
        for (int j = 0; j < q; j++) questions[j] = readInt(in);
        long[] answers = mouthFlows(n, downstream, water, questions);
        StringBuilder out = new StringBuilder();
        for (long answer : answers) out.append(answer).append('\n');
        System.out.print(out);
    }

    // Reads the next non-negative integer; much faster than Scanner for 450000 numbers.
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
