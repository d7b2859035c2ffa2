import java.io.*;
import java.util.*;

public class Main {
    static final Map<Long, Long> known = new HashMap<>(); // pile size -> number of splits

    static long splits(long n) {
        if (n == 0) return 0;
        Long cached = known.get(n);
        if (cached != null) return cached;
        long result = 1 + splits(n / 2) + splits(n / 3);
        known.put(n, result);
        return result;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int q = Integer.parseInt(in.readLine().trim());
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < q; i++) out.append(splits(Long.parseLong(in.readLine().trim()))).append('\n');
        System.out.print(out);
    }
}
