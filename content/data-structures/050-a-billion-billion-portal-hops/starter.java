import java.io.*;
import java.util.*;

public class Main {
    /**
     * portal[x] is the room that room x's portal leads to (1 <= x <= n; index 0 unused). For each question
     * i, returns the room where k[i] hops from room start[i] end.
     */
    static int[] destinations(int[] portal, int[] start, long[] k) {
        return start.clone();
    }

    public static void main(String[] args) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(reader.readLine());
        int n = Integer.parseInt(st.nextToken()), q = Integer.parseInt(st.nextToken());
        int[] portal = new int[n + 1];
        st = new StringTokenizer(reader.readLine());
        for (int x = 1; x <= n; x++) portal[x] = Integer.parseInt(st.nextToken());
        int[] start = new int[q];
        long[] k = new long[q];
        for (int i = 0; i < q; i++) {
            st = new StringTokenizer(reader.readLine());
            start[i] = Integer.parseInt(st.nextToken());
            k[i] = Long.parseLong(st.nextToken());
        }
        StringBuilder out = new StringBuilder();
        for (int room : destinations(portal, start, k)) out.append(room).append('\n');
        System.out.print(out);
    }
}
