import java.io.*;

public class Main {
    static final int[] STICKS = {6, 2, 5, 5, 4, 5, 6, 3, 7, 6};

    /** The number with the given count of digits and exactly m matchsticks, picked greedily from the left. */
    static String build(int m, int digits, boolean wantLargest) {
        StringBuilder out = new StringBuilder();
        int left = m;
        for (int i = 0; i < digits; i++) {
            int rest = digits - i - 1;
            for (int step = 0; step < 10; step++) {
                int d = wantLargest ? 9 - step : step;
                if (d == 0 && i == 0 && digits > 1) continue;
                int after = left - STICKS[d];
                if (2 * rest <= after && after <= 7 * rest) {
                    out.append(d);
                    left = after;
                    break;
                }
            }
        }
        return out.toString();
    }

    static String[] extremes(int m) {
        if (m < 2) return null;
        return new String[] {build(m, m / 2, true), build(m, (m + 6) / 7, false)};
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int m = Integer.parseInt(in.readLine().trim());
        String[] answer = extremes(m);
        System.out.println(answer == null ? "IMPOSSIBLE" : answer[0] + "\n" + answer[1]);
    }
}
