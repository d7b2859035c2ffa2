import java.io.*;

public class Main {
    /**
     * Adviser i says there are at least a[i] and at most b[i] liars. Returns {smallest, largest} possible
     * number of liars, or null when no number is possible (a paradox).
     */
    static int[] possibleLiars(int n, int[] a, int[] b) {
        return null;
    }

    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int n = readInt(in);
        int[] a = new int[n], b = new int[n];
        for (int i = 0; i < n; i++) {
            a[i] = readInt(in);
            b[i] = readInt(in);
        }
        int[] answer = possibleLiars(n, a, b);
        System.out.println(answer == null ? "PARADOX" : answer[0] + " " + answer[1]);
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
