/** Statement parameters of a query built piece by piece, numbered `$1, $2…` in the order they are added. */
export class Parameters {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}
