import java.io.*;
import java.util.*;

public class Main {
    static boolean canSplit(int n, int[] a, int[] b) {
        List<List<Integer>> rivals = new ArrayList<>();
        for (int x = 0; x <= n; x++) rivals.add(new ArrayList<>());
        for (int i = 0; i < a.length; i++) {
            rivals.get(a[i]).add(b[i]);
            rivals.get(b[i]).add(a[i]);
        }
        int[] team = new int[n + 1];
        Arrays.fill(team, -1); // -1: no team yet, else 0 or 1
        int[] queue = new int[n];
        for (int first = 1; first <= n; first++) {
            if (team[first] != -1) continue;
            int head = 0, tail = 0;
            team[first] = 0;
            queue[tail++] = first;
            while (head < tail) {
                int x = queue[head++];
                for (int y : rivals.get(x)) {
                    if (team[y] == -1) {
                        team[y] = 1 - team[x];
                        queue[tail++] = y;
                    } else if (team[y] == team[x]) {
                        return false; // two rivals in the same team
                    }
                }
            }
        }
        return true;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken());
        int m = Integer.parseInt(st.nextToken());
        int[] a = new int[m], b = new int[m];
        for (int i = 0; i < m; i++) {
            st = new StringTokenizer(in.readLine());
            a[i] = Integer.parseInt(st.nextToken());
            b[i] = Integer.parseInt(st.nextToken());
        }
        System.out.println(canSplit(n, a, b) ? "YES" : "NO");
    }
}
