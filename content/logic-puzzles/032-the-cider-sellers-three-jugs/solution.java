import java.io.*;

public class Main {
    static final int MAX_AMOUNT = 100000;
    static int[] capacity;

    /**
     * After every pour some jug is empty or full, and then the state is fixed by that fact and the amount
     * in the next jug (the cider in all three never changes). So each reachable state gets a small index.
     */
    static int stateIndex(int[] jugs) {
        for (int j = 0; j < 3; j++) {
            int next = jugs[(j + 1) % 3];
            if (jugs[j] == 0) return (2 * j) * (MAX_AMOUNT + 1) + next;
            if (jugs[j] == capacity[j]) return (2 * j + 1) * (MAX_AMOUNT + 1) + next;
        }
        return -1; // never happens for a reachable state
    }

    static int[] fewestPours(int[] jugCapacity, int[] targets) {
        capacity = jugCapacity;
        // One breadth-first search from the dawn state reaches every state by the fewest pours; along the
        // way, remember in first[t] the first time t litres show up in any jug.
        int[] first = new int[MAX_AMOUNT + 1];
        java.util.Arrays.fill(first, -1);
        int states = 6 * (MAX_AMOUNT + 1);
        boolean[] seen = new boolean[states];
        int[] queue = new int[2 * states]; // jug 1 and jug 2 of each queued state
        int[] depth = new int[states];
        int total = capacity[0], head = 0, tail = 1;
        seen[stateIndex(new int[] {capacity[0], 0, 0})] = true;
        first[capacity[0]] = 0;
        first[0] = 0;
        queue[0] = capacity[0];
        int[] jugs = new int[3], after = new int[3];
        while (head < tail) {
            jugs[0] = queue[2 * head];
            jugs[1] = queue[2 * head + 1];
            jugs[2] = total - jugs[0] - jugs[1];
            int pours = depth[head++] + 1;
            for (int i = 0; i < 3; i++) {
                if (jugs[i] == 0) continue;
                for (int j = 0; j < 3; j++) {
                    int room = capacity[j] - jugs[j];
                    if (i == j || room == 0) continue;
                    int moved = Math.min(jugs[i], room);
                    System.arraycopy(jugs, 0, after, 0, 3);
                    after[i] -= moved;
                    after[j] += moved;
                    int index = stateIndex(after);
                    if (seen[index]) continue;
                    seen[index] = true;
                    queue[2 * tail] = after[0];
                    queue[2 * tail + 1] = after[1];
                    depth[tail++] = pours;
                    for (int k = 0; k < 3; k++) if (first[after[k]] < 0) first[after[k]] = pours;
                }
            }
        }
        int[] answers = new int[targets.length];
        for (int i = 0; i < targets.length; i++) answers[i] = first[targets[i]];
        return answers;
    }

    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int[] jugCapacity = {readInt(in), readInt(in), readInt(in)};
        int q = readInt(in);
        int[] targets = new int[q];
        for (int i = 0; i < q; i++) targets[i] = readInt(in);
        int[] answers = fewestPours(jugCapacity, targets);
        StringBuilder out = new StringBuilder();
        for (int answer : answers) out.append(answer).append('\n');
        System.out.print(out);
    }

    static int readInt(DataInputStream in) throws IOException {
        int c = in.read();
        while (c < '0' || c > '9') c = in.read();
        int value = 0;
        while (c >= '0' && c <= '9') {
            value = value * 10 + (c - '0');
            c = in.read();
        }
        return value;
    }
}
