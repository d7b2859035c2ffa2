import java.io.*;
import java.util.*;

public class Main {
    /** Returns the row on the board after the given number of turns. */
    static String afterTurns(String row, int turns) {
        return "";
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        String row = st.nextToken();
        int turns = Integer.parseInt(st.nextToken());
        System.out.println(afterTurns(row, turns));
    }
}
