import java.io.*;
import java.util.*;

public class Main {
    /** Each command is {"OPEN", page}, {"BACK"} or {"FORWARD"}.
        Returns the pages on screen after each command. */
    static List<String> browse(List<String[]> commands) {
        String current = "home";
        ArrayDeque<String> back = new ArrayDeque<>();
        ArrayDeque<String> forward = new ArrayDeque<>();
        List<String> shown = new ArrayList<>();
        for (String[] command : commands) {
            if (command[0].equals("OPEN")) {
                back.push(current);
                current = command[1];
                forward.clear();
            } else if (command[0].equals("BACK")) {
                if (!back.isEmpty()) {
                    forward.push(current);
                    current = back.pop();
                }
            } else if (!forward.isEmpty()) {
                back.push(current);
                current = forward.pop();
            }
            shown.add(current);
        }
        return shown;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int q = Integer.parseInt(in.readLine().trim());
        List<String[]> commands = new ArrayList<>();
        for (int i = 0; i < q; i++) commands.add(in.readLine().trim().split(" "));
        StringBuilder out = new StringBuilder();
        for (String page : browse(commands)) out.append(page).append('\n');
        System.out.print(out);
    }
}
