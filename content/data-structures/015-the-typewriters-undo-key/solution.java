import java.io.*;
import java.util.*;

public class Main {
    /** A change: a TYPE with the word typed, or an ERASE with the characters it actually deleted. */
    record Change(boolean isType, String letters) {}

    static StringBuilder text = new StringBuilder();

    static void apply(Change change) {
        if (change.isType()) text.append(change.letters());
        else text.setLength(text.length() - change.letters().length());
    }

    static void reverse(Change change) {
        if (change.isType()) text.setLength(text.length() - change.letters().length());
        else text.append(change.letters());
    }

    /** Each command is {"TYPE", word}, {"ERASE", k}, {"UNDO"} or {"REDO"}.
        Returns the final text, or "EMPTY" when it is empty. */
    static String finalText(List<String[]> commands) {
        ArrayDeque<Change> done = new ArrayDeque<>();
        ArrayDeque<Change> undone = new ArrayDeque<>();
        for (String[] command : commands) {
            Change change;
            if (command[0].equals("TYPE")) {
                change = new Change(true, command[1]);
            } else if (command[0].equals("ERASE")) {
                int k = Math.min(Integer.parseInt(command[1]), text.length());
                change = new Change(false, text.substring(text.length() - k));
            } else if (command[0].equals("UNDO")) {
                if (!done.isEmpty()) {
                    Change last = done.pop();
                    reverse(last);
                    undone.push(last);
                }
                continue;
            } else {
                if (!undone.isEmpty()) {
                    Change last = undone.pop();
                    apply(last);
                    done.push(last);
                }
                continue;
            }
            apply(change);
            done.push(change);
            undone.clear();
        }
        return text.length() > 0 ? text.toString() : "EMPTY";
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int q = Integer.parseInt(in.readLine().trim());
        List<String[]> commands = new ArrayList<>();
        for (int i = 0; i < q; i++) commands.add(in.readLine().trim().split(" "));
        System.out.println(finalText(commands));
    }
}
