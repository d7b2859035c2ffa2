import java.io.*;
import java.util.*;

public class Main {
    /** Return the formula's value when the sensors are p, q and r. */
    static boolean evaluate(String[] tokens, boolean p, boolean q, boolean r) {
        return false;
    }

    public static void main(String[] args) throws IOException {
        String[] tokens = new BufferedReader(new InputStreamReader(System.in)).readLine().trim().split("\\s+");
        StringBuilder row = new StringBuilder();
        int trues = 0;
        for (int i = 0; i < 8; i++) {
            boolean value = evaluate(tokens, (i & 4) != 0, (i & 2) != 0, (i & 1) != 0);
            if (value) trues++;
            row.append(value ? 'T' : 'F');
        }
        System.out.println(row);
        System.out.println(trues == 8 ? "ALWAYS" : trues == 0 ? "NEVER" : "SOMETIMES");
    }
}
