import java.io.*;
import java.util.*;

public class Main {
    static HashMap<String, Integer> number = new HashMap<>(); // name -> merchant number
    static int[] parent = new int[400001];
    static int[] size = new int[400001];
    static int merchants = 0;

    static int merchant(String name) {
        Integer x = number.get(name);
        if (x == null) {
            x = merchants++;
            number.put(name, x);
            parent[x] = x;
            size[x] = 1;
        }
        return x;
    }

    static int leader(int x) {
        while (parent[x] != x) {
            parent[x] = parent[parent[x]]; // point one step closer to the leader
            x = parent[x];
        }
        return x;
    }

    static void join(String a, String b) {
        int x = leader(merchant(a)), y = leader(merchant(b));
        if (x == y) return;
        if (size[x] < size[y]) {
            int t = x;
            x = y;
            y = t;
        }
        parent[y] = x;
        size[x] += size[y];
    }

    static boolean ask(String a, String b) {
        return leader(merchant(a)) == leader(merchant(b));
    }

    static int allianceSize(String a) {
        return size[leader(merchant(a))];
    }

    private static byte[] input;
    private static int pos = 0;

    private static String nextWord() {
        while (input[pos] <= ' ') pos++;
        int start = pos;
        while (pos < input.length && input[pos] > ' ') pos++;
        return new String(input, start, pos - start);
    }

    public static void main(String[] args) throws IOException {
        input = System.in.readAllBytes();
        int q = Integer.parseInt(nextWord());
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < q; i++) {
            String kind = nextWord();
            String a = nextWord();
            if (kind.equals("size")) {
                out.append(allianceSize(a)).append('\n');
                continue;
            }
            String b = nextWord();
            if (kind.equals("ask")) out.append(ask(a, b) ? "YES" : "NO").append('\n');
            else join(a, b);
        }
        System.out.print(out);
    }
}
