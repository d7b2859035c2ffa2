import java.io.*;

public class Main {
    /**
     * Returns the line to print: the only finishing order that fits the facts, "CONTRADICTION", or
     * "AMBIGUOUS p" when place p is the first that two different runners could take.
     */
    static String raceResult(int n, int[] a, int[] b) {
        int m = a.length;
        // the runners each runner finished ahead of, as one array cut into slices
        int[] start = new int[n + 2];
        int[] beatenBy = new int[n + 1];
        for (int i = 0; i < m; i++) {
            start[a[i] + 1]++;
            beatenBy[b[i]]++;
        }
        for (int r = 1; r <= n + 1; r++) start[r] += start[r - 1];
        int[] fill = start.clone();
        int[] aheadOf = new int[m];
        for (int i = 0; i < m; i++) aheadOf[fill[a[i]]++] = b[i];

        int[] ready = new int[n];
        int readyCount = 0, placed = 0, firstUnsure = 0;
        int[] order = new int[n];
        for (int r = 1; r <= n; r++) if (beatenBy[r] == 0) ready[readyCount++] = r;
        while (readyCount > 0) {
            if (readyCount > 1 && firstUnsure == 0) firstUnsure = placed + 1; // two runners could take it
            int runner = ready[--readyCount];
            order[placed++] = runner;
            for (int k = start[runner]; k < start[runner + 1]; k++) {
                if (--beatenBy[aheadOf[k]] == 0) ready[readyCount++] = aheadOf[k];
            }
        }
        if (placed < n) return "CONTRADICTION"; // some runners are caught in a circle of facts
        if (firstUnsure > 0) return "AMBIGUOUS " + firstUnsure;
        StringBuilder line = new StringBuilder();
        for (int i = 0; i < n; i++) {
            if (i > 0) line.append(' ');
            line.append(order[i]);
        }
        return line.toString();
    }

    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int n = readInt(in), m = readInt(in);
        int[] a = new int[m], b = new int[m];
        for (int i = 0; i < m; i++) {
            a[i] = readInt(in);
            b[i] = readInt(in);
        }
        System.out.println(raceResult(n, a, b));
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
