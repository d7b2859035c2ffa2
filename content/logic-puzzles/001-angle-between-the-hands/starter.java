import java.io.*;

public class Main {
    /** Return the smaller angle between the hands in HALF-degrees (7.5 degrees is 15), so it stays whole. */
    static int handsAngleHalves(int hours, int minutes) {
        return 0;
    }

    public static void main(String[] args) throws IOException {
        String[] parts = new BufferedReader(new InputStreamReader(System.in)).readLine().trim().split(":");
        int halves = handsAngleHalves(Integer.parseInt(parts[0]), Integer.parseInt(parts[1]));
        System.out.println((halves / 2) + "." + (halves % 2 == 1 ? 5 : 0));
    }
}
