import java.io.*;

public class Main {
    /**
     * readings holds the seismograph's readings in order. For every window of k consecutive readings, take
     * its median (the ceil(k/2)-th smallest reading of the window, so the lower of the two middle readings
     * when k is even). Returns the sum of the medians of all readings.length - k + 1 windows.
     */
    static long sumOfMedians(int[] readings, int k) {
        return 0;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer st = new StreamTokenizer(new BufferedInputStream(System.in));
        st.nextToken();
        int n = (int) st.nval;
        st.nextToken();
        int k = (int) st.nval;
        int[] readings = new int[n];
        for (int i = 0; i < n; i++) {
            st.nextToken();
            readings[i] = (int) st.nval;
        }
        System.out.println(sumOfMedians(readings, k));
    }
}
