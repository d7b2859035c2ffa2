#include <iostream>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

using namespace std;

// lines holds the tram lines, each a list of stop names. Return the fewest rides from stop start to
// stop goal: 0 when they are the same stop, -1 when goal cannot be reached.
int fewest_rides(const vector<vector<string>> &lines, const string &start, const string &goal) {
    if (start == goal) return 0;
    int m = (int)lines.size();
    // Number the stops (the table's keys are views of the names in lines). stop_at lists the stop
    // numbers of every line, line after line: line j's are stop_at[line_start[j] .. line_start[j + 1] - 1].
    unordered_map<string_view, int> stop_of;
    vector<int> line_start(m + 1, 0), stop_at;
    for (int j = 0; j < m; j++) {
        line_start[j] = (int)stop_at.size();
        for (const string &name : lines[j]) {
            auto [it, added] = stop_of.try_emplace(name, (int)stop_of.size());
            stop_at.push_back(it->second);
        }
    }
    int total = line_start[m] = (int)stop_at.size();
    auto source = stop_of.find(start), target_at = stop_of.find(goal);
    if (source == stop_of.end() || target_at == stop_of.end()) return -1;
    int stops = (int)stop_of.size(), target = target_at->second;

    // The lines serving each stop, in compressed form: lines_at[first[s] .. first[s + 1] - 1].
    vector<int> first(stops + 1, 0), lines_at(total);
    for (int stop : stop_at) first[stop + 1]++;
    for (int s = 0; s < stops; s++) first[s + 1] += first[s];
    vector<int> fill(first.begin(), first.end() - 1);
    for (int j = 0; j < m; j++)
        for (int i = line_start[j]; i < line_start[j + 1]; i++) lines_at[fill[stop_at[i]]++] = j;

    // Breadth-first search over the stops: one ride reaches every stop of every line at the current
    // stop. A line is ridden at most once, so every line's stops are walked only once in all.
    vector<int> rides(stops, -1), queue = {source->second};
    vector<char> ridden(m, 0);
    rides[source->second] = 0;
    for (size_t head = 0; head < queue.size() && rides[target] < 0; head++) {
        int stop = queue[head];
        for (int a = first[stop]; a < first[stop + 1]; a++) {
            int j = lines_at[a];
            if (ridden[j]) continue;
            ridden[j] = 1;
            for (int i = line_start[j]; i < line_start[j + 1]; i++) {
                int other = stop_at[i];
                if (rides[other] < 0) {
                    rides[other] = rides[stop] + 1;
                    queue.push_back(other);
                }
            }
        }
    }
    return rides[target];
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int m;
    if (!(cin >> m)) return 1;
    vector<vector<string>> lines(m);
    for (auto &line : lines) {
        int k;
        cin >> k;
        line.resize(k);
        for (string &stop : line) cin >> stop;
    }
    string start, goal;
    cin >> start >> goal;
    cout << fewest_rides(lines, start, goal) << "\n";
    return 0;
}
