import java.io.*;
import java.util.*;

public class Main {
    /** Returns the smallest possible difference between the two shares when the worths a are split in two. */
    static int fairestSplit(int[] a) {
        return -1;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        StringTokenizer st = new StringTokenizer(in.readLine());
        int[] a = new int[n];
        for (int i = 0; i < n; i++) a[i] = Integer.parseInt(st.nextToken());
        System.out.println(fairestSplit(a));
    }
}
