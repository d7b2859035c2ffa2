import java.io.*;

public class Main {
    /** Returns "position letter": the wrong bead's position (counting from 1) and the letter that belongs there. */
    static String findWrongBead(String strip) {
        return "0 ?";
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        System.out.println(findWrongBead(in.readLine().trim()));
    }
}
