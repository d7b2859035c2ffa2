#include <stdio.h>
#include <stdlib.h>

/* books is sorted. Move the books that stay (at most m copies of each number) to the front of books,
   in order, and return how many stay. */
int thin(int *books, int n, int m) {
    (void)books;
    (void)m;
    return n;
}

int main(void) {
    int n, m;
    if (scanf("%d %d", &n, &m) != 2) return 1;
    int *books = malloc(sizeof *books * (size_t)n);
    for (int i = 0; i < n; i++) scanf("%d", &books[i]);
    int kept = thin(books, n, m);
    printf("%d\n", kept);
    for (int i = 0; i < kept; i++) printf(i > 0 ? " %d" : "%d", books[i]);
    printf("\n");
    free(books);
    return 0;
}
