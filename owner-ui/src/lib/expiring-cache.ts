/**
 * Keeps the answer of a keyed lookup for `ttlMs` (spec section 9: the employee list is cached for
 * 5 minutes and dropped on any employee change). A failed lookup is not kept.
 */
export class ExpiringCache<Key, Value> {
  private readonly entries = new Map<Key, { expiresAt: number; value: Promise<Value> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: Key, load: () => Promise<Value>): Promise<Value> {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > this.now()) return entry.value;
    const value = load();
    this.entries.set(key, { expiresAt: this.now() + this.ttlMs, value });
    value.catch(() => this.entries.delete(key));
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
