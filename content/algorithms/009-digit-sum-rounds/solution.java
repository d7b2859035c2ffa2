import java.io.*;
import java.util.*;

public class Main {
    static int[] shrink(String number) {
        if (number.length() == 1) return new int[] {number.charAt(0) - '0', 0};
        long total = 0;
        for (int i = 0; i < number.length(); i++) total += number.charAt(i) - '0';
        int[] rest = shrink(Long.toString(total));
        return new int[] {rest[0], rest[1] + 1};
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        String number = in.readLine().trim();
        int[] answer = shrink(number);
        System.out.println(answer[0] + " " + answer[1]);
    }
}
