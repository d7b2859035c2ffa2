import java.io.*;

public class Main {
    /** Returns {digit, number}: the digit at position k of 123456789101112... and the number it belongs to. */
    static long[] locate(long k) {
        return new long[] {0, 0};
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
