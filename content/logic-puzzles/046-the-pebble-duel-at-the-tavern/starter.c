#include <stdio.h>
#include <stdlib.h>

/* The allowed moves are moves[0..k-1]. Game i has count[i] piles; the piles of all games are stored one
   game after another in piles[]. Set alice_wins[i] to 1 when Alice, who moves first, wins game i with best
   play, and to 0 when Bob wins it. */
void duel_winners(int k, const int *moves, int q, const int *count, const long long *piles, int *alice_wins) {
    (void)k;
    (void)moves;
    (void)count;
    (void)piles;
    for (int i = 0; i < q; i++) alice_wins[i] = 0;
}

int main(void) {
    int k, q;
    if (scanf("%d", &k) != 1) return 1;
    int *moves = malloc(sizeof *moves * (size_t)k);
    for (int j = 0; j < k; j++) scanf("%d", &moves[j]);
    scanf("%d", &q);
    int *count = malloc(sizeof *count * (size_t)q);
    size_t total = 0, capacity = 1024;
    long long *piles = malloc(sizeof *piles * capacity);
    for (int i = 0; i < q; i++) {
        scanf("%d", &count[i]);
        for (int j = 0; j < count[i]; j++) {
            if (total == capacity) {
                capacity *= 2;
                piles = realloc(piles, sizeof *piles * capacity);
            }
            scanf("%lld", &piles[total++]);
        }
    }
    int *alice_wins = malloc(sizeof *alice_wins * (size_t)q);
    duel_winners(k, moves, q, count, piles, alice_wins);
    for (int i = 0; i < q; i++) puts(alice_wins[i] ? "ALICE" : "BOB");
    free(moves);
    free(count);
    free(piles);
    free(alice_wins);
    return 0;
}
