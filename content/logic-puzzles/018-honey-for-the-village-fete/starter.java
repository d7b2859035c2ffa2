import java.io.*;
import java.util.*;

public class Main {
    /**
     * Return the least bill, in pennies, for at least q jars at a stall selling them at price each, whose
     * offer is kind ("PERCENT", "FREE", "BULK" or "COUPON") with numbers x and y: PERCENT x, FREE x y
     * (a = x, b = y), BULK x y (m = x, c = y), COUPON x y (t = x, d = y). y is 0 for PERCENT.
     */
    static long bestBill(long q, long price, String kind, long x, long y) {
        return 0;
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
