import java.io.*;

public class Main {
    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int n = Integer.parseInt(word(in));
        int[] exactly = new int[n + 2], atLeast = new int[n + 2], atMost = new int[n + 2];
        int atMostFrom = 0;
        for (int i = 0; i < n; i++) {
            String kind = word(in);
            int x = Integer.parseInt(word(in));
            if (kind.charAt(0) == 'E') exactly[x]++;
            else if (kind.charAt(2) == 'L') atLeast[x]++;
            else {
                atMost[x]++;
                atMostFrom++;
            }
        }
        // With f false notes, the right claims are: EXACTLY f, ATLEAST x for x <= f, ATMOST x for x >= f.
        int count = 0, fewest = -1, most = -1, atLeastUpTo = 0;
        for (int f = 0; f <= n; f++) {
            atLeastUpTo += atLeast[f];
            if (f > 0) atMostFrom -= atMost[f - 1];
            int right = exactly[f] + atLeastUpTo + atMostFrom;
            if (n - right == f) {
                if (count == 0) fewest = f;
                most = f;
                count++;
            }
        }
        System.out.println(count == 0 ? "PARADOX" : count + " " + fewest + " " + most);
    }

    /** The next whitespace-separated word of the input. */
    static String word(DataInputStream in) throws IOException {
        StringBuilder sb = new StringBuilder();
        int c = in.read();
        while (c == ' ' || c == '\n' || c == '\r' || c == '\t') c = in.read();
        while (c != -1 && c != ' ' && c != '\n' && c != '\r' && c != '\t') {
            sb.append((char) c);
            c = in.read();
        }
        return sb.toString();
    }
}
