import java.io.*;

public class Main {
    /**
     * Returns {length, start}: the length of the longest run of consecutive readings whose highest and
     * lowest differ by at most d, and the 1-based position where the earliest such run starts.
     */
    static int[] calmestSpell(long d, long[] readings) {
        return new int[] {0, 0};
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken();
        int n = (int) in.nval;
        in.nextToken();
        long d = (long) in.nval;
        long[] readings = new long[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            readings[i] = (long) in.nval;
        }
        int[] answer = calmestSpell(d, readings);
        System.out.println(answer[0] + " " + answer[1]);
    }
}
