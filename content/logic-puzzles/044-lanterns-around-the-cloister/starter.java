import java.io.*;
import java.util.*;

public class Main {
    /**
     * lit holds the n lanterns in order around the ring, each '1' (lit) or '0' (dark).
     * Returns the lanterns after t minutes, in the same form.
     */
    static String lanternsAfter(int n, long t, String lit) {
        return lit;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken());
        long t = Long.parseLong(st.nextToken());
        String lit = in.readLine().trim();
        System.out.println(lanternsAfter(n, t, lit));
    }
}
