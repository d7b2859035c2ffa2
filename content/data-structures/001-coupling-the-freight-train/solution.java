import java.io.*;
import java.util.*;

public class Main {
    /**
     * Each order is {kind, a, x}: kind 'F' FRONT x, 'B' BACK x, 'A' AFTER a x, 'R' REMOVE a (unused fields are 0).
     * Returns the wagon numbers of the finished train, from front to back.
     */
    static List<Integer> assemble(int[][] orders) {
        List<Integer> train = new ArrayList<>();
        for (int[] order : orders) {
            switch (order[0]) {
                case 'F' -> train.add(0, order[2]);
                case 'B' -> train.add(order[2]);
                case 'A' -> train.add(train.indexOf(order[1]) + 1, order[2]);
                default -> train.remove(Integer.valueOf(order[1]));
            }
        }
        return train;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in));
        StringBuilder all = new StringBuilder();
        String line;
        while ((line = reader.readLine()) != null) all.append(line).append(' ');
        StringTokenizer tokens = new StringTokenizer(all.toString());
        int q = Integer.parseInt(tokens.nextToken());
        int[][] orders = new int[q][3];
        for (int i = 0; i < q; i++) {
            String kind = tokens.nextToken();
            orders[i][0] = kind.charAt(0);
            if (kind.equals("AFTER")) {
                orders[i][1] = Integer.parseInt(tokens.nextToken());
                orders[i][2] = Integer.parseInt(tokens.nextToken());
            } else if (kind.equals("REMOVE")) {
                orders[i][1] = Integer.parseInt(tokens.nextToken());
            } else {
                orders[i][2] = Integer.parseInt(tokens.nextToken());
            }
        }
        List<Integer> train = assemble(orders);
        if (train.isEmpty()) {
            System.out.println("EMPTY");
            return;
        }
        StringBuilder out = new StringBuilder();
        for (int k = 0; k < train.size(); k++) {
            if (k > 0) out.append(' ');
            out.append(train.get(k));
        }
        System.out.println(out);
    }
}
