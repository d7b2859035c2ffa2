const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);

const MOD = 1000000007;

// a * b mod MOD without leaving a Number's exact range: b is split into 15-bit halves,
// so each partial product stays below 2^45.
function mulMod(a, b) {
    return (((a * (b >>> 15)) % MOD) * 32768 + a * (b & 32767)) % MOD;
}

function evaluate(expression) {
    let pos = 0; // the reading position shared by the three parsing functions

    // expression = term, then any number of (+ or -) term
    function parseExpression() {
        let value = parseTerm();
        while (expression[pos] === '+' || expression[pos] === '-') {
            const op = expression[pos++];
            const right = parseTerm();
            if (op === '+') value = (value + right) % MOD;
            else value = (value - right + MOD) % MOD;
        }
        return value;
    }

    // term = factor, then any number of * factor
    function parseTerm() {
        let value = parseFactor();
        while (expression[pos] === '*') {
            pos++;
            value = mulMod(value, parseFactor());
        }
        return value;
    }

    // factor = a number, or an expression in brackets
    function parseFactor() {
        if (expression[pos] === '(') {
            pos++; // skip '('
            const value = parseExpression();
            pos++; // skip ')'
            return value;
        }
        let value = 0;
        while (pos < expression.length && expression[pos] >= '0' && expression[pos] <= '9') {
            value = value * 10 + (expression.charCodeAt(pos++) - 48);
        }
        return value % MOD;
    }

    return parseExpression();
}

function main() {
    console.log(String(evaluate(data[0])));
}

main();
