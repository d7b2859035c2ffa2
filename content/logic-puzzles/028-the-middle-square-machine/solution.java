import java.io.*;
import java.util.*;

public class Main {
    static int[] firstSeen = new int[1000000]; // turn at which a number was first shown, -1 if never
    static long[] shown = new long[1000001];

    static long afterTurns(int d, long x, long n) {
        long keep = 1, drop = 1;
        for (int i = 0; i < d; i++) keep *= 10;
        for (int i = 0; i < d / 2; i++) drop *= 10;
        int count = 0;
        long answer = -1;
        shown[count] = x;
        firstSeen[(int) x] = count++;
        while (count - 1 < n) {
            x = x * x / drop % keep;
            if (firstSeen[(int) x] >= 0) {
                // Turns firstSeen[x], firstSeen[x] + 1, ... repeat with a loop of this length.
                long start = firstSeen[(int) x];
                long loop = count - start;
                answer = shown[(int) (start + (n - start) % loop)];
                break;
            }
            shown[count] = x;
            firstSeen[(int) x] = count++;
        }
        if (answer < 0) answer = shown[(int) n];
        for (int i = 0; i < count; i++) firstSeen[(int) shown[i]] = -1; // reset only what was used
        return answer;
    }

    public static void main(String[] args) throws IOException {
        Arrays.fill(firstSeen, -1);
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int q = Integer.parseInt(in.readLine().trim());
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < q; i++) {
            StringTokenizer st = new StringTokenizer(in.readLine());
            int d = Integer.parseInt(st.nextToken());
            long x = Long.parseLong(st.nextToken());
            long n = Long.parseLong(st.nextToken());
            String digits = Long.toString(afterTurns(d, x, n));
            for (int k = digits.length(); k < d; k++) out.append('0');
            out.append(digits).append('\n');
        }
        System.out.print(out);
    }
}
