"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.Parameters = void 0;
/** Statement parameters of a query built piece by piece, numbered `$1, $2…` in the order they are added. */
class Parameters {
    values = [];
    add(value) {
        this.values.push(value);
        return `$${this.values.length}`;
    }
}
exports.Parameters = Parameters;
//# sourceMappingURL=parameters.js.map