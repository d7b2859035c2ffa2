#include <iostream>
#include <string>
#include <vector>
using namespace std;

struct Order {
    string kind; // FRONT, BACK, AFTER or REMOVE
    int a = 0;   // the wagon named by AFTER or REMOVE
    int x = 0;   // the wagon coupled by FRONT, BACK or AFTER
};

// Each order is FRONT x, BACK x, AFTER a x or REMOVE a.
// Return the wagon numbers of the finished train, from front to back.
vector<int> assemble(const vector<Order> &orders) {
    (void)orders;
    return {};
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int q;
    if (!(cin >> q)) return 1;
    vector<Order> orders(q);
    for (Order &o : orders) {
        cin >> o.kind;
        if (o.kind == "AFTER") cin >> o.a >> o.x;
        else if (o.kind == "REMOVE") cin >> o.a;
        else cin >> o.x;
    }
    vector<int> train = assemble(orders);
    if (train.empty()) cout << "EMPTY\n";
    for (size_t i = 0; i < train.size(); i++) cout << train[i] << (i + 1 < train.size() ? ' ' : '\n');
    return 0;
}
