import java.io.*;
import java.util.*;

public class Main {
    static int[] parent = new int[200000], size = new int[200000];
    static HashMap<String, Integer> number = new HashMap<>();

    static int person(String name) {
        Integer p = number.get(name);
        if (p == null) {
            p = number.size();
            number.put(name, p);
            parent[p] = p;
            size[p] = 1;
        }
        return p;
    }

    static int root(int p) {
        while (parent[p] != p) {
            parent[p] = parent[parent[p]]; // path halving
            p = parent[p];
        }
        return p;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int m = Integer.parseInt(in.readLine().trim());
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < m; i++) {
            String line = in.readLine();
            int space = line.indexOf(' ');
            int x = root(person(line.substring(0, space))), y = root(person(line.substring(space + 1).trim()));
            if (x != y) {
                if (size[x] < size[y]) {
                    int t = x;
                    x = y;
                    y = t;
                }
                parent[y] = x; // the smaller circle joins the larger one
                size[x] += size[y];
            }
            out.append(size[x]).append('\n');
        }
        System.out.print(out);
    }
}
