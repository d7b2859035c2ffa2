import java.io.*;
import java.util.*;

public class Main {
    static long fewestSwaps(long[] heights) {
        int n = heights.length;
        long[] sorted = heights.clone();
        Arrays.sort(sorted);
        // target[i] = the position the child now at position i must move to (heights are distinct)
        int[] target = new int[n];
        for (int i = 0; i < n; i++) target[i] = Arrays.binarySearch(sorted, heights[i]);
        boolean[] visited = new boolean[n];
        long cycles = 0;
        for (int start = 0; start < n; start++) {
            if (visited[start]) continue;
            cycles++;
            for (int p = start; !visited[p]; p = target[p]) visited[p] = true;
        }
        return n - cycles;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken();
        int n = (int) in.nval;
        long[] heights = new long[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            heights[i] = (long) in.nval;
        }
        System.out.println(fewestSwaps(heights));
    }
}
