import java.io.*;

public class Main {
    /**
     * weights[i] and directions[i] ('E' or 'W') describe the carts from west to east. Returns {how many carts
     * are left on the rail at the end, their total weight}.
     */
    static long[] cartsLeft(long[] weights, char[] directions) {
        return new long[] {0, 0};
    }

    private static byte[] input;
    private static int pos = 0;

    private static long nextLong() {
        while (input[pos] < '0' || input[pos] > '9') pos++;
        long value = 0;
        while (pos < input.length && input[pos] >= '0' && input[pos] <= '9') value = value * 10 + (input[pos++] - '0');
        return value;
    }

    private static char nextLetter() {
        while (input[pos] != 'E' && input[pos] != 'W') pos++;
        return (char) input[pos++];
    }

    public static void main(String[] args) throws IOException {
        input = System.in.readAllBytes();
        int n = (int) nextLong();
        long[] weights = new long[n];
        char[] directions = new char[n];
        for (int i = 0; i < n; i++) {
            weights[i] = nextLong();
            directions[i] = nextLetter();
        }
        long[] answer = cartsLeft(weights, directions);
        System.out.println(answer[0] + " " + answer[1]);
    }
}
