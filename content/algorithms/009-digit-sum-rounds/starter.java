import java.io.*;
import java.util.*;

public class Main {
    /** number is a string of digits. Returns {final digit, number of rounds}. */
    static int[] shrink(String number) {
        return new int[] {0, 0};
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        String number = in.readLine().trim();
        int[] answer = shrink(number);
        System.out.println(answer[0] + " " + answer[1]);
    }
}
