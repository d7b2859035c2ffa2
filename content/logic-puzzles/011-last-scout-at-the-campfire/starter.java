import java.io.*;
import java.util.*;

public class Main {
    /** Return the scout numbers in the order they leave the circle, the storyteller last. */
    static List<Integer> bedtimeOrder(int n, int k) {
        return new ArrayList<>();
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
