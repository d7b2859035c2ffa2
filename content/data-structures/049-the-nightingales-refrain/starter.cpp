#include <iostream>
#include <string>
#include <utility>
using namespace std;

// song is the nightingale's song, one lowercase letter per note. Return {0, 0} if no note is sung twice.
// Otherwise return {length, position}: the length of the longest stretch of consecutive notes that occurs
// at two or more different places in the song (they may overlap), and the smallest position (counting
// from 1) at which a stretch of that length starts that occurs again somewhere else.
pair<int, int> longest_refrain(const string &song) {
    (void)song;
    return {0, 0};
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    string song;
    cin >> n >> song;
    auto [length, position] = longest_refrain(song);
    if (length == 0) cout << "NONE\n";
    else cout << length << " " << position << "\n";
    return 0;
}
