import java.io.*;
import java.util.*;

public class Main {
    /**
     * Returns the pairs {x, y} that fit the whole dialogue, in order of x, then y. The worlds the listeners
     * still consider possible are all pairs lo <= x < y <= hi at first. Every statement is heard by both,
     * and keeps exactly the worlds in which it is true.
     */
    static List<int[]> survivingPairs(int lo, int hi, String[] speakers, String[] claims) {
        int n = 0;
        int[] xs = new int[(hi - lo + 1) * (hi - lo) / 2 + 1], ys = new int[xs.length];
        for (int x = lo; x <= hi; x++)
            for (int y = x + 1; y <= hi; y++) {
                xs[n] = x;
                ys[n++] = y;
            }
        int top = hi * hi + 1;
        for (int j = 0; j < speakers.length; j++) {
            boolean sam = speakers[j].equals("SAM");
            int[] count = new int[top], other = new int[top];
            boolean[] bad = new boolean[top];
            for (int i = 0; i < n; i++) {
                count[sam ? xs[i] + ys[i] : xs[i] * ys[i]]++;
                other[sam ? xs[i] * ys[i] : xs[i] + ys[i]]++;
            }
            // KNOWS_YOU_DO_NOT_KNOW: in every world the speaker cannot rule out, the listener is unsure
            for (int i = 0; i < n; i++)
                if (other[sam ? xs[i] * ys[i] : xs[i] + ys[i]] == 1) bad[sam ? xs[i] + ys[i] : xs[i] * ys[i]] = true;
            int kept = 0;
            for (int i = 0; i < n; i++) {
                int mine = sam ? xs[i] + ys[i] : xs[i] * ys[i];
                boolean keep;
                if (claims[j].equals("KNOWS")) keep = count[mine] == 1;
                else if (claims[j].equals("DOES_NOT_KNOW")) keep = count[mine] >= 2;
                else keep = !bad[mine];
                if (keep) {
                    xs[kept] = xs[i];
                    ys[kept++] = ys[i];
                }
            }
            n = kept;
        }
        List<int[]> pairs = new ArrayList<>();
        for (int i = 0; i < n; i++) pairs.add(new int[] {xs[i], ys[i]});
        return pairs;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        int lo = Integer.parseInt(st.nextToken()), hi = Integer.parseInt(st.nextToken());
        int d = Integer.parseInt(st.nextToken());
        String[] speakers = new String[d], claims = new String[d];
        for (int j = 0; j < d; j++) {
            st = new StringTokenizer(in.readLine());
            speakers[j] = st.nextToken();
            claims[j] = st.nextToken();
        }
        List<int[]> pairs = survivingPairs(lo, hi, speakers, claims);
        StringBuilder out = new StringBuilder().append(pairs.size()).append('\n');
        if (pairs.size() <= 100)
            for (int[] p : pairs) out.append(p[0]).append(' ').append(p[1]).append('\n');
        System.out.print(out);
    }
}
