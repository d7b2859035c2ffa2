import java.io.*;

public class Main {
    /**
     * Fact i says runner a[i] finished ahead of runner b[i]. Returns the line to print: the only finishing
     * order that fits the facts (runner numbers separated by spaces, the winner first), "CONTRADICTION", or
     * "AMBIGUOUS p" when place p is the first place that two different runners could take.
     */
    static String raceResult(int n, int[] a, int[] b) {
        return "";
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
