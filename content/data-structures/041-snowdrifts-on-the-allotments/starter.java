import java.io.*;

public class Main {
    /**
     * Returns one number per question: the total snow on its rectangle of plots.
     * falls[i] is {r1, c1, r2, c2, h}; questions[j] is {r1, c1, r2, c2}; rows and columns count from 1.
     */
    static long[] snowTotals(int r, int c, int[][] falls, int[][] questions) {
        return new long[questions.length];
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        int[] head = new int[4];
        for (int i = 0; i < 4; i++) {
            in.nextToken();
            head[i] = (int) in.nval;
        }
        int[][] falls = new int[head[2]][5];
        for (int[] fall : falls) {
            for (int j = 0; j < 5; j++) {
                in.nextToken();
                fall[j] = (int) in.nval;
            }
        }
        int[][] questions = new int[head[3]][4];
        for (int[] question : questions) {
            for (int j = 0; j < 4; j++) {
                in.nextToken();
                question[j] = (int) in.nval;
            }
        }
        long[] answers = snowTotals(head[0], head[1], falls, questions);
        StringBuilder out = new StringBuilder();
        for (long answer : answers) out.append(answer).append('\n');
        System.out.print(out);
    }
}
