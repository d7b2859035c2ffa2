import java.io.*;
import java.util.*;

public class Main {
    /**
     * Return the name of the day of the week of this date (e.g. "Sunday"), or "INVALID" when the date
     * does not exist. 1 January 2000 was a Saturday.
     */
    static String weekday(int year, int month, int day) {
        return "Monday";
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int q = Integer.parseInt(in.readLine().trim());
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < q; i++) {
            String[] parts = in.readLine().trim().split("-");
            out.append(weekday(Integer.parseInt(parts[0]), Integer.parseInt(parts[1]), Integer.parseInt(parts[2])));
            out.append('\n');
        }
        System.out.print(out);
    }
}
