import java.io.*;

public class Main {
    static final long MOD = 1_000_000_007L;
    // Every sub-formula is kept as (t, f): how many settings of its own switches make it true / false.
    static long[] vt, vf;
    static int nv;

    static int priority(char c) {
        switch (c) {
            case '|': return 1;
            case '^': return 2;
            case '&': return 3;
            default: return 4; // '!'
        }
    }

    static void apply(char op) {
        if (op == '!') {
            long t = vt[nv - 1];
            vt[nv - 1] = vf[nv - 1];
            vf[nv - 1] = t;
            return;
        }
        long tb = vt[nv - 1], fb = vf[nv - 1];
        long ta = vt[nv - 2], fa = vf[nv - 2];
        nv--;
        long total = (ta + fa) % MOD * ((tb + fb) % MOD) % MOD, t, f;
        if (op == '&') {
            t = ta * tb % MOD;
            f = (total - t + MOD) % MOD;
        } else if (op == '|') {
            f = fa * fb % MOD;
            t = (total - f + MOD) % MOD;
        } else {
            t = (ta * fb + fa * tb) % MOD;
            f = (ta * tb + fa * fb) % MOD;
        }
        vt[nv - 1] = t;
        vf[nv - 1] = f;
    }

    static long countOpenings(String formula) {
        int len = formula.length();
        vt = new long[len + 1];
        vf = new long[len + 1];
        nv = 0;
        char[] ops = new char[len + 1];
        int no = 0;
        for (int i = 0; i < len; i++) {
            char c = formula.charAt(i);
            if (c == 'x') {
                vt[nv] = 1;
                vf[nv++] = 1;
            } else if (c == '!' || c == '(') {
                ops[no++] = c;
            } else if (c == ')') {
                while (ops[no - 1] != '(') apply(ops[--no]);
                no--;
            } else {
                int p = priority(c);
                while (no > 0 && ops[no - 1] != '(' && priority(ops[no - 1]) >= p) apply(ops[--no]);
                ops[no++] = c;
            }
        }
        while (no > 0) apply(ops[--no]);
        return vt[0];
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        String formula = in.readLine().trim();
        System.out.println(countOpenings(formula));
    }
}
