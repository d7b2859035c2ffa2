import java.io.*;
import java.util.*;

public class Main {
    /** Trips used by greedy loading, stopping early once more than limit trips are needed. */
    static int tripsNeeded(long[] weights, long capacity, int limit) {
        int trips = 1;
        long load = 0;
        for (long weight : weights) {
            if (load + weight > capacity) {
                if (++trips > limit) break;
                load = weight;
            } else {
                load += weight;
            }
        }
        return trips;
    }

    static long smallestCapacity(long[] weights, int d) {
        long total = 0, heaviest = 0;
        for (long weight : weights) {
            total += weight;
            heaviest = Math.max(heaviest, weight);
        }
        long average = (total + d - 1) / d;
        long lo = Math.max(heaviest, average); // no smaller capacity can work
        long hi = average + heaviest; // enough: every full trip then carries more than total / d
        while (lo < hi) {
            long mid = lo + (hi - lo) / 2;
            if (tripsNeeded(weights, mid, d) <= d) hi = mid;
            else lo = mid + 1;
        }
        return lo;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken();
        int n = (int) in.nval;
        in.nextToken();
        int d = (int) in.nval;
        long[] weights = new long[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            weights[i] = (long) in.nval;
        }
        System.out.println(smallestCapacity(weights, d));
    }
}
