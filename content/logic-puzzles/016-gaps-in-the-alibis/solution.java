import java.io.*;
import java.util.*;

public class Main {
    static int minutes(String clock) {
        String[] parts = clock.split(":");
        return Integer.parseInt(parts[0]) * 60 + Integer.parseInt(parts[1]);
    }

    /** True when the sightings cover every moment from s to e, both ends included. */
    static boolean isCleared(int s, int e, int[][] sightings) {
        int[][] sorted = sightings.clone();
        Arrays.sort(sorted, (x, y) -> Integer.compare(x[0], y[0]));
        int reach = s;
        for (int[] sighting : sorted) {
            if (sighting[0] > reach) break;
            reach = Math.max(reach, sighting[1]);
        }
        return reach >= e;
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
