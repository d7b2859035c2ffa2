import java.io.*;
import java.util.*;

public class Main {
    static final String[] NAMES = {"Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"};
    static final int[] MONTH_DAYS = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};

    static boolean isLeap(int year) {
        return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0);
    }

    /** Days from 1 January of year 1 (day 1) in the Gregorian calendar, counted all the way back. */
    static long daysSinceStart(int year, int month, int day) {
        long y = year - 1;
        long days = 365 * y + y / 4 - y / 100 + y / 400;
        for (int m = 1; m < month; m++) days += MONTH_DAYS[m - 1];
        if (month > 2 && isLeap(year)) days++;
        return days + day;
    }

    /** The weekday's name, or INVALID when the date does not exist. */
    static String weekday(int year, int month, int day) {
        int length = month == 2 && isLeap(year) ? 29 : MONTH_DAYS[month - 1];
        if (day > length) return "INVALID";
        long diff = daysSinceStart(year, month, day) - daysSinceStart(2000, 1, 1);
        return NAMES[(int) (((5 + diff) % 7 + 7) % 7)];
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
