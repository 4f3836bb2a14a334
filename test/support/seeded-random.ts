/**
 * A reproducible pseudo-random source for property-style tests: `random(n)` is 0 … n-1. A linear
 * congruential generator, read from its high bits: its low bits repeat with a short period (the
 * lowest alternates), which would make `random(2)` or `random(4)` cycle in lockstep and leave most
 * sequences untried.
 */
export function seededRandom(seed: number): (n: number) => number {
  let state = seed;
  return (n) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return Math.floor(state / 65536) % n;
  };
}
