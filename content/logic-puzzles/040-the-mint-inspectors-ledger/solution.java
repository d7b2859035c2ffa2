import java.io.*;

public class Main {
    /**
     * Weighing j puts left[j] on the left pan and right[j] on the right; result[j] is '<', '=' or '>'.
     * Returns the verdict line.
     */
    static String verdict(int n, int[][] left, int[][] right, char[] result) {
        // Coin i can be a heavier fake only if it sat on the heavier pan in every weighing that tipped and
        // on no pan of a weighing that balanced; likewise for a lighter fake.
        int[] onHeavier = new int[n + 1], onLighter = new int[n + 1];
        boolean[] balanced = new boolean[n + 1];
        int tipped = 0;
        for (int j = 0; j < result.length; j++) {
            if (result[j] == '=') {
                for (int coin : left[j]) balanced[coin] = true;
                for (int coin : right[j]) balanced[coin] = true;
                continue;
            }
            tipped++;
            int[] heavier = result[j] == '>' ? left[j] : right[j];
            int[] lighter = result[j] == '>' ? right[j] : left[j];
            for (int coin : heavier) onHeavier[coin]++;
            for (int coin : lighter) onLighter[coin]++;
        }
        int suspects = 0, suspect = 0;
        boolean heavier = false, lighter = false;
        for (int coin = 1; coin <= n; coin++) {
            if (balanced[coin]) continue;
            boolean canBeHeavier = onHeavier[coin] == tipped, canBeLighter = onLighter[coin] == tipped;
            if (canBeHeavier || canBeLighter) {
                suspects++;
                suspect = coin;
                heavier = canBeHeavier;
                lighter = canBeLighter;
            }
        }
        if (suspects == 0) return "INCONSISTENT";
        if (suspects > 1) return "AMBIGUOUS " + suspects;
        return suspect + " " + (heavier && lighter ? "EITHER" : heavier ? "HEAVIER" : "LIGHTER");
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
