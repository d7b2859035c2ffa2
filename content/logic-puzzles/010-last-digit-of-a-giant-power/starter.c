#include <stdio.h>
#include <string.h>

/* a and b are strings of decimal digits. Return the last digit of a to the power b. */
int last_digit(const char *a, const char *b) {
    (void)a;
    (void)b;
    return 0;
}

int main(void) {
    int q;
    if (scanf("%d", &q) != 1) return 1;
    static char a[128], b[128];
    for (int i = 0; i < q; i++) {
        if (scanf("%127s %127s", a, b) != 2) return 1;
        printf("%d\n", last_digit(a, b));
    }
    return 0;
}
