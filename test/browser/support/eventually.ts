/** Waits until `read()` equals `expected` (the screens save in the background), failing with the last value after 10 s. */
export async function eventually<T>(read: () => Promise<T>, expected: T): Promise<void> {
  let last: T | undefined;
  for (let attempt = 0; attempt < 50; attempt += 1) {
    last = await read();
    if (JSON.stringify(last) === JSON.stringify(expected)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  expect(last).toEqual(expected);
}
