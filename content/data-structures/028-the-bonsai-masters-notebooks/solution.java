import java.io.*;

public class Main {
    /** Returns the postorder listing of the tree with the given preorder and inorder listings. */
    static int[] postorder(int[] preorder, int[] inorder) {
        int n = preorder.length;
        int[] left = new int[n + 1], right = new int[n + 1]; // 0: no child
        int[] stack = new int[n + 1];
        // Rebuild the children. The stack holds the points whose right child is still unknown, deepest on
        // top; j walks through the inorder listing.
        int top = 0, j = 0;
        stack[top++] = preorder[0];
        for (int i = 1; i < n; i++) {
            int point = preorder[i];
            if (stack[top - 1] != inorder[j]) {
                left[stack[top - 1]] = point; // the top's left branch starts here
            } else {
                int parent = 0;
                while (top > 0 && stack[top - 1] == inorder[j]) {
                    parent = stack[--top];
                    j++;
                }
                right[parent] = point;
            }
            stack[top++] = point;
        }
        // List point, right, left with a stack; reversed, that is left, right, point: postorder.
        int[] out = new int[n];
        int count = 0;
        top = 0;
        stack[top++] = preorder[0];
        while (top > 0) {
            int point = stack[--top];
            out[n - 1 - count++] = point;
            if (left[point] != 0) stack[top++] = left[point];
            if (right[point] != 0) stack[top++] = right[point];
        }
        return out;
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
