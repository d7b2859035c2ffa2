import java.io.*;

public class Main {
    /**
     * Weighing j puts the coins left[j] on the left pan and right[j] on the right pan; result[j] is '<' (the
     * left pan lighter), '=' (balanced) or '>' (the left pan heavier). Returns the verdict line:
     * "INCONSISTENT", "AMBIGUOUS k", or the one possible fake and HEAVIER, LIGHTER or EITHER ("3 LIGHTER").
     */
    static String verdict(int n, int[][] left, int[][] right, char[] result) {
        return "";
    }

    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int n = readInt(in), w = readInt(in);
        int[][] left = new int[w][], right = new int[w][];
        char[] result = new char[w];
        for (int j = 0; j < w; j++) {
            int k = readInt(in);
            left[j] = new int[k];
            right[j] = new int[k];
            for (int i = 0; i < k; i++) left[j][i] = readInt(in);
            for (int i = 0; i < k; i++) right[j][i] = readInt(in);
            int c = in.read();
            while (c != '<' && c != '=' && c != '>') c = in.read();
            result[j] = (char) c;
        }
        System.out.println(verdict(n, left, right, result));
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
