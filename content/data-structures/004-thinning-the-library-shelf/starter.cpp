#include <iostream>
#include <vector>
using namespace std;

// books is sorted. Move the books that stay (at most m copies of each number) to the front of books,
// in order, and return how many stay.
int thin(vector<int> &books, int m) {
    (void)m;
    return (int)books.size();
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, m;
    if (!(cin >> n >> m)) return 1;
    vector<int> books(n);
    for (int &b : books) cin >> b;
    int kept = thin(books, m);
    cout << kept << "\n";
    for (int i = 0; i < kept; i++) cout << (i > 0 ? " " : "") << books[i];
    cout << "\n";
    return 0;
}
