#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MOD 1000000007LL

/* Forgets the priorities: applies the operators strictly from left to right, so x|x&x is read as
   (x|x)&x instead of x|(x&x). Every sub-formula is kept as (t, f): how many settings of its own
   switches make it true / false. */
static long long *vt, *vf;
static int nv;

static int priority(char c) {
    switch (c) {
    case '|': return 3;
    case '^': return 3;
    case '&': return 3;
    default: return 4; /* '!' */
    }
}

static void apply(char op) {
    if (op == '!') {
        long long t = vt[nv - 1];
        vt[nv - 1] = vf[nv - 1];
        vf[nv - 1] = t;
        return;
    }
    long long tb = vt[nv - 1], fb = vf[nv - 1];
    long long ta = vt[nv - 2], fa = vf[nv - 2];
    nv--;
    long long total = (ta + fa) % MOD * ((tb + fb) % MOD) % MOD, t, f;
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

long long count_openings(const char *formula, int len) {
    vt = malloc(sizeof *vt * ((size_t)len + 1));
    vf = malloc(sizeof *vf * ((size_t)len + 1));
    char *ops = malloc((size_t)len + 1);
    int no = 0;
    nv = 0;
    for (int i = 0; i < len; i++) {
        char c = formula[i];
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
    long long answer = vt[0];
    free(vt);
    free(vf);
    free(ops);
    return answer;
}

int main(void) {
    static char formula[1000005];
    if (scanf("%1000000s", formula) != 1) return 1;
    printf("%lld\n", count_openings(formula, (int)strlen(formula)));
    return 0;
}
