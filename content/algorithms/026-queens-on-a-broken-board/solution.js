const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);

function countPlacements(board) {
    const n = board.length;
    const full = (1 << n) - 1;
    // usable[r]: bit c is set when square (r, c) is not broken
    const usable = board.map((row) => {
        let mask = 0;
        for (let c = 0; c < n; c++) if (row[c] === '.') mask |= 1 << c;
        return mask;
    });
    // cols, left, right: columns attacked in this row vertically and along both diagonals
    function place(row, cols, left, right) {
        if (row === n) return 1;
        let total = 0;
        let options = usable[row] & ~(cols | left | right);
        while (options) {
            const bit = options & -options; // the lowest free column
            options ^= bit;
            total += place(row + 1, cols | bit, ((left | bit) << 1) & full, (right | bit) >> 1);
        }
        return total;
    }
    return place(0, 0, 0, 0);
}

function main() {
    const n = Number(data[0]);
    const board = data.slice(1, 1 + n);
    console.log(String(countPlacements(board)));
}

main();
