import java.io.*;
import java.util.*;

public class Main {
    /** Returns the total number of splits the machine performs on a starting pile of n pebbles. */
    static long splits(long n) {
        return -1;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int q = Integer.parseInt(in.readLine().trim());
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < q; i++) out.append(splits(Long.parseLong(in.readLine().trim()))).append('\n');
        System.out.print(out);
    }
}
