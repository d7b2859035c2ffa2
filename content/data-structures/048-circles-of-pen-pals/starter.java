import java.io.*;
import java.util.*;

public class Main {
    /**
     * Letter i is written between the names a[i] and b[i]. Returns one number per letter: how many people
     * are in the circle of a[i] and b[i] just after letter i.
     */
    static int[] circleSizes(String[] a, String[] b) {
        return new int[a.length];
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int m = Integer.parseInt(in.readLine().trim());
        String[] a = new String[m], b = new String[m];
        for (int i = 0; i < m; i++) {
            StringTokenizer st = new StringTokenizer(in.readLine());
            a[i] = st.nextToken();
            b[i] = st.nextToken();
        }
        StringBuilder out = new StringBuilder();
        for (int size : circleSizes(a, b)) out.append(size).append('\n');
        System.out.print(out);
    }
}
