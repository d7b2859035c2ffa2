#include <stdio.h>
#include <string.h>

/* a and b are strings of decimal digits. Return the last digit of a to the power b. */
int last_digit(const char *a, const char *b) {
    int base = a[strlen(a) - 1] - '0';
    /* The last digits of powers repeat with a cycle dividing 4, and b mod 4 depends on b's last two digits. */
    size_t len = strlen(b);
    int tail = b[len - 1] - '0';
    if (len >= 2) tail += 10 * (b[len - 2] - '0');
    int exponent = tail % 4 == 0 ? 4 : tail % 4;
    int result = 1;
    for (int i = 0; i < exponent; i++) result = result * base % 10;
    return result;
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
