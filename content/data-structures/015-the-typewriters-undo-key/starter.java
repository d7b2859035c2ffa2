import java.io.*;
import java.util.*;

public class Main {
    /** Each command is {"TYPE", word}, {"ERASE", k}, {"UNDO"} or {"REDO"}.
        Returns the final text, or "EMPTY" when it is empty. */
    static String finalText(List<String[]> commands) {
        return "EMPTY";
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int q = Integer.parseInt(in.readLine().trim());
        List<String[]> commands = new ArrayList<>();
        for (int i = 0; i < q; i++) commands.add(in.readLine().trim().split(" "));
        System.out.println(finalText(commands));
    }
}
