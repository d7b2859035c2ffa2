import java.io.*;
import java.util.*;

public class Main {
    static int countHits(int c, int[] requests) {
        int n = requests.length;
        HashMap<Integer, Integer> latest = new HashMap<>(); // folder on the desk -> time of its latest request
        int[] queueFolder = new int[n]; // every request, oldest first
        int[] queueTime = new int[n];
        int front = 0, back = 0, hits = 0;
        for (int time = 0; time < n; time++) {
            int folder = requests[time];
            if (latest.containsKey(folder)) {
                hits++;
            } else if (latest.size() == c) {
                // carry down the folder whose latest request is oldest, skipping stale queue entries
                while (true) {
                    int old = queueFolder[front], oldTime = queueTime[front];
                    front++;
                    Integer t = latest.get(old);
                    if (t != null && t == oldTime) {
                        latest.remove(old);
                        break;
                    }
                }
            }
            latest.put(folder, time);
            queueFolder[back] = folder;
            queueTime[back++] = time;
        }
        return hits;
    }

    private static DataInputStream in;

    private static int nextInt() throws IOException {
        int c = in.read();
        while (c != '-' && (c < '0' || c > '9')) c = in.read();
        boolean negative = c == '-';
        if (negative) c = in.read();
        int value = 0;
        while (c >= '0' && c <= '9') {
            value = value * 10 + (c - '0');
            c = in.read();
        }
        return negative ? -value : value;
    }

    public static void main(String[] args) throws IOException {
        in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int c = nextInt();
        int n = nextInt();
        int[] requests = new int[n];
        for (int i = 0; i < n; i++) requests[i] = nextInt();
        int hits = countHits(c, requests);
        System.out.println(hits + " " + (n - hits));
    }
}
