import java.io.*;

public class Main {
    /**
     * flags[i] is the flag code of ship i + 1, in the order the ships passed. Returns, for every question j
     * in order, how many different flags the ships left[j] to right[j] (both included, numbered from 1) flew.
     */
    static int[] countFlags(int[] flags, int[] left, int[] right) {
        return new int[left.length];
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer st = new StreamTokenizer(new BufferedInputStream(System.in));
        st.nextToken();
        int n = (int) st.nval;
        st.nextToken();
        int q = (int) st.nval;
        int[] flags = new int[n];
        for (int i = 0; i < n; i++) {
            st.nextToken();
            flags[i] = (int) st.nval;
        }
        int[] left = new int[q], right = new int[q];
        for (int j = 0; j < q; j++) {
            st.nextToken();
            left[j] = (int) st.nval;
            st.nextToken();
            right[j] = (int) st.nval;
        }
        StringBuilder out = new StringBuilder();
        for (int answer : countFlags(flags, left, right)) out.append(answer).append('\n');
        System.out.print(out);
    }
}
