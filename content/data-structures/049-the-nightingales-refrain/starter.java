import java.io.*;

public class Main {
    /**
     * song is the nightingale's song, one lowercase letter per note. Returns null if no note is sung twice.
     * Otherwise returns {length, position}: the length of the longest stretch of consecutive notes that
     * occurs at two or more different places in the song (they may overlap), and the smallest position
     * (counting from 1) at which a stretch of that length starts that occurs again somewhere else.
     */
    static int[] longestRefrain(String song) {
        return null;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in));
        reader.readLine();
        String song = reader.readLine().trim();
        int[] answer = longestRefrain(song);
        System.out.println(answer == null ? "NONE" : answer[0] + " " + answer[1]);
    }
}
