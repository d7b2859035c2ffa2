import java.io.*;

public class Main {
    /** Returns, for each question j, the total profit of days l[j]..r[j] (days numbered from 1). */
    static long[] answerQuestions(int[] profits, int[] l, int[] r) {
        // prefix[i] is the total of the first i days
        long[] prefix = new long[profits.length + 1];
        for (int i = 0; i < profits.length; i++) prefix[i + 1] = prefix[i] + profits[i];
        long[] totals = new long[l.length];
        for (int j = 0; j < l.length; j++) totals[j] = prefix[r[j]] - prefix[l[j] - 1];
        return totals;
    }

    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int n = readInt(in), q = readInt(in);
        int[] profits = new int[n];
        for (int i = 0; i < n; i++) profits[i] = readInt(in);
        int[] l = new int[q], r = new int[q];
        for (int j = 0; j < q; j++) {
            l[j] = readInt(in);
            r[j] = readInt(in);
        }
        long[] totals = answerQuestions(profits, l, r);
        StringBuilder out = new StringBuilder();
        for (long total : totals) out.append(total).append('\n');
        System.out.print(out);
    }

    // Reads the next integer (possibly negative); much faster than Scanner for 300000 numbers.
    static int readInt(DataInputStream in) throws IOException {
        int c = in.read();
        while (c != '-' && (c < '0' || c > '9')) c = in.read();
        boolean negative = c == '-';
        if (negative) c = in.read();
        int value = 0;
        while (c >= '0' && c <= '9') {
            value = value * 10 + (c - '0');
            c = in.read();
        }
        return negative ? -value : value;
    }
}
