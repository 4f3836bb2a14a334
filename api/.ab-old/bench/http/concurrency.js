"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.inParallel = inParallel;
/** Runs `work` over `items` with at most `concurrency` at a time. */
async function inParallel(items, concurrency, work) {
    let next = 0;
    await Promise.all(Array.from({ length: concurrency }, async () => {
        while (next < items.length) {
            const index = next++;
            await work(items[index], index);
        }
    }));
}
//# sourceMappingURL=concurrency.js.map