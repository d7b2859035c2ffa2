import java.io.*;

public class Main {
    /**
     * downstream[i] is the stream that stream i flows into (0 for the great river), water[i] its own water
     * (both indexed from 1). Returns the flow at the mouth of each stream asked about.
     */
    static long[] mouthFlows(int n, int[] downstream, int[] water, int[] questions) {
        int[] upstreamCount = new int[n + 1];
        for (int x = 1; x <= n; x++) upstreamCount[downstream[x]]++;
        long[] flow = new long[n + 1];
        for (int x = 1; x <= n; x++) flow[x] = water[x];
        // start from the streams nothing flows into; a stream is ready when all its upstream streams are done
        int[] ready = new int[n];
        int count = 0;
        for (int x = 1; x <= n; x++) if (upstreamCount[x] == 0) ready[count++] = x;
        for (int i = 0; i < count; i++) {
            int below = downstream[ready[i]];
            if (below != 0) {
                flow[below] += flow[ready[i]];
                if (--upstreamCount[below] == 0) ready[count++] = below;
            }
        }
        long[] answers = new long[questions.length];
        for (int j = 0; j < questions.length; j++) answers[j] = flow[questions[j]];
        return answers;
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
