#include <algorithm>
#include <iostream>
#include <string>
#include <vector>
using namespace std;

struct Order {
    string kind; // FRONT, BACK, AFTER or REMOVE
    int a = 0;   // the wagon named by AFTER or REMOVE
    int x = 0;   // the wagon coupled by FRONT, BACK or AFTER
};

vector<int> assemble(const vector<Order> &orders) {
    vector<int> train; // front to back
    for (const Order &o : orders) {
        if (o.kind == "FRONT") {
            train.insert(train.begin(), o.x);
        } else if (o.kind == "BACK") {
            train.push_back(o.x);
        } else if (o.kind == "AFTER") {
            auto at = find(train.begin(), train.end(), o.a);
            train.insert(at + 1, o.x);
        } else {
            train.erase(find(train.begin(), train.end(), o.a));
        }
    }
    return train;
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
