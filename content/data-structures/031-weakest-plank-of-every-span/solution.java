import java.io.*;

public class Main {
    static long sumOfWeakest(int[] s) {
        int n = s.length;
        int[] left = new int[n];
        int[] stack = new int[n];
        int top = 0;
        // left[i]: planks from i back to just after the nearest strictly weaker plank on the left
        for (int i = 0; i < n; i++) {
            while (top > 0 && s[stack[top - 1]] >= s[i]) top--;
            left[i] = top > 0 ? i - stack[top - 1] : i + 1;
            stack[top++] = i;
        }
        // right: planks from i up to just before the nearest weaker-or-equal plank on the right
        long total = 0;
        top = 0;
        for (int i = n - 1; i >= 0; i--) {
            while (top > 0 && s[stack[top - 1]] > s[i]) top--;
            long right = top > 0 ? stack[top - 1] - i : n - i;
            total += (long) s[i] * left[i] * right;
            stack[top++] = i;
        }
        return total;
    }

    private static DataInputStream in;

    private static int nextInt() throws IOException {
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

    public static void main(String[] args) throws IOException {
        in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int n = nextInt();
        int[] s = new int[n];
        for (int i = 0; i < n; i++) s[i] = nextInt();
        System.out.println(sumOfWeakest(s));
    }
}
