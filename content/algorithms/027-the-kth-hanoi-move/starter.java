import java.io.*;
import java.util.*;

public class Main {
    /** Returns "disk from to" (for example "1 A C") for step k of the shortest solution moving n disks from A to C. */
    static String kthMove(int n, long k) {
        return "0 ? ?";
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int q = Integer.parseInt(in.readLine().trim());
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < q; i++) {
            StringTokenizer line = new StringTokenizer(in.readLine());
            int n = Integer.parseInt(line.nextToken());
            long k = Long.parseLong(line.nextToken());
            out.append(kthMove(n, k)).append('\n');
        }
        System.out.print(out);
    }
}
