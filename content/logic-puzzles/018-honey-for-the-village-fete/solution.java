import java.io.*;
import java.util.*;

public class Main {
    /** The least bill for at least q jars at one stall (see the statement for x and y). */
    static long bestBill(long q, long price, String kind, long x, long y) {
        if (kind.equals("PERCENT")) return (q * price * (100 - x) + 99) / 100;
        if (kind.equals("FREE")) return (q / (x + y) * x + Math.min(q % (x + y), x)) * price;
        long plain = q * price;
        if (kind.equals("BULK")) return Math.min(plain, Math.max(q, x) * y);
        long jars = Math.max(q, (x + price - 1) / price); // COUPON: reach the threshold if that helps
        return Math.min(plain, jars * price - y);
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken();
        long q = (long) in.nval;
        in.nextToken();
        int s = (int) in.nval;
        int bestStall = 0;
        long best = -1;
        for (int i = 1; i <= s; i++) {
            in.nextToken();
            long price = (long) in.nval;
            in.nextToken();
            String kind = in.sval;
            in.nextToken();
            long x = (long) in.nval;
            long y = 0;
            if (!kind.equals("PERCENT")) {
                in.nextToken();
                y = (long) in.nval;
            }
            long bill = bestBill(q, price, kind, x, y);
            if (best < 0 || bill < best) {
                best = bill;
                bestStall = i;
            }
        }
        System.out.println(bestStall + " " + best);
    }
}
