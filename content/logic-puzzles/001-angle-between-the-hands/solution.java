import java.io.*;

public class Main {
    /** The smaller angle in half-degrees, so that every value stays a whole number. */
    static int handsAngleHalves(int hours, int minutes) {
        int difference = Math.abs(60 * (hours % 12) + minutes - 12 * minutes);
        return Math.min(difference, 720 - difference);
    }

    public static void main(String[] args) throws IOException {
        String[] parts = new BufferedReader(new InputStreamReader(System.in)).readLine().trim().split(":");
        int halves = handsAngleHalves(Integer.parseInt(parts[0]), Integer.parseInt(parts[1]));
        System.out.println((halves / 2) + "." + (halves % 2 == 1 ? 5 : 0));
    }
}
