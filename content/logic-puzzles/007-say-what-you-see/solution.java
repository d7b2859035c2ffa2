import java.io.*;
import java.util.*;

public class Main {
    static String afterTurns(String row, int turns) {
        for (int turn = 0; turn < turns; turn++) {
            StringBuilder said = new StringBuilder();
            int i = 0;
            while (i < row.length()) {
                int j = i;
                while (j < row.length() && row.charAt(j) == row.charAt(i)) j++;
                said.append(j - i).append(row.charAt(i));
                i = j;
            }
            row = said.toString();
        }
        return row;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        String row = st.nextToken();
        int turns = Integer.parseInt(st.nextToken());
        System.out.println(afterTurns(row, turns));
    }
}
