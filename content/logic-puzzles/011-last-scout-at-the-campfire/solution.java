import java.io.*;
import java.util.*;

public class Main {
    static List<Integer> bedtimeOrder(int n, int k) {
        List<Integer> circle = new ArrayList<>();
        for (int i = 1; i <= n; i++) circle.add(i);
        List<Integer> order = new ArrayList<>();
        int start = 0;
        while (!circle.isEmpty()) {
            int pos = (start + k - 1) % circle.size();
            order.add(circle.remove(pos));
            start = circle.isEmpty() ? 0 : pos % circle.size();
        }
        return order;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken();
        int n = (int) in.nval;
        in.nextToken();
        int k = (int) in.nval;
        StringJoiner line = new StringJoiner(" ");
        for (int scout : bedtimeOrder(n, k)) line.add(Integer.toString(scout));
        System.out.println(line.toString());
    }
}
