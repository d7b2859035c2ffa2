import java.io.*;

public class Main {
    /**
     * Skip whole groups of numbers with the same count of digits: d-digit numbers start at 10^(d-1), there
     * are 9 * 10^(d-1) of them, and together they take 9 * 10^(d-1) * d digits. For k up to 10^18 the loop
     * stops by d = 17, so d * count stays below 2^63. Returns {digit, number}.
     */
    static long[] locate(long k) {
        long d = 1, count = 9, start = 1;
        while (k > d * count) {
            k -= d * count;
            d++;
            count *= 10;
            start *= 10;
        }
        long number = start + (k - 1) / d;
        char digit = Long.toString(number).charAt((int) ((k - 1) % d));
        return new long[] {digit - '0', number};
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int q = Integer.parseInt(in.readLine().trim());
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < q; i++) {
            long[] answer = locate(Long.parseLong(in.readLine().trim()));
            out.append(answer[0]).append(' ').append(answer[1]).append('\n');
        }
        System.out.print(out);
    }
}
