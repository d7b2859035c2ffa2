import java.io.*;

public class Main {
    /**
     * preorder and inorder are the two listings of the same tree (the numbers 1..n).
     * Returns the n points in postorder.
     */
    static int[] postorder(int[] preorder, int[] inorder) {
        return preorder.clone();
    }

    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int n = readInt(in);
        int[] preorder = new int[n], inorder = new int[n];
        for (int i = 0; i < n; i++) preorder[i] = readInt(in);
        for (int i = 0; i < n; i++) inorder[i] = readInt(in);
        int[] order = postorder(preorder, inorder);
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < n; i++) {
            if (i > 0) out.append(' ');
            out.append(order[i]);
        }
        System.out.println(out);
    }

    // Reads the next non-negative integer; much faster than Scanner for 200000 numbers.
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
