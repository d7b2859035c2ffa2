import java.io.*;

public class Main {
    /** Returns {number of carts left, their total weight}. */
    static long[] cartsLeft(long[] weights, char[] directions) {
        int n = weights.length;
        // the carts left so far, as a stack: east-rolling weights positive, west-rolling negative
        long[] survivors = new long[n];
        int top = 0;
        for (int i = 0; i < n; i++) {
            long w = weights[i];
            if (directions[i] == 'E') {
                survivors[top++] = w;
                continue;
            }
            boolean alive = true;
            while (top > 0 && survivors[top - 1] > 0) {
                if (survivors[top - 1] < w) { // the east-rolling cart is lighter: knocked off, keep going
                    top--;
                    continue;
                }
                if (survivors[top - 1] == w) top--; // equal weights: both knocked off
                alive = false;
                break;
            }
            if (alive) survivors[top++] = -w;
        }
        long total = 0;
        for (int i = 0; i < top; i++) total += Math.abs(survivors[i]);
        return new long[] {top, total};
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
