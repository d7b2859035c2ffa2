import java.io.*;
import java.util.*;

public class Main {
    static int minutes(String clock) {
        String[] parts = clock.split(":");
        return Integer.parseInt(parts[0]) * 60 + Integer.parseInt(parts[1]);
    }

    /**
     * s and e are minutes since midnight; each sighting is {start, end} in minutes.
     * Return true when the sightings together cover every moment from s to e, both ends included.
     */
    static boolean isCleared(int s, int e, int[][] sightings) {
        return true;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in));
        StringBuilder all = new StringBuilder();
        String line;
        while ((line = reader.readLine()) != null) all.append(line).append(' ');
        StringTokenizer in = new StringTokenizer(all.toString());
        int s = minutes(in.nextToken());
        int e = minutes(in.nextToken());
        int n = Integer.parseInt(in.nextToken());
        StringJoiner free = new StringJoiner(" ");
        for (int i = 0; i < n; i++) {
            String name = in.nextToken();
            int m = Integer.parseInt(in.nextToken());
            int[][] sightings = new int[m][];
            for (int j = 0; j < m; j++) {
                String[] ends = in.nextToken().split("-");
                sightings[j] = new int[] {minutes(ends[0]), minutes(ends[1])};
            }
            if (!isCleared(s, e, sightings)) free.add(name);
        }
        System.out.println(free.length() == 0 ? "NONE" : free.toString());
    }
}
