/**
 * Applies items that arrive while earlier ones are being applied together, in one call (group commit):
 * punches sent at the same moment then share one transaction instead of queueing for one each. An item
 * arriving when nothing runs waits only for the items already received (one turn of the event loop). A
 * group holds items up to `max` of their weight (at least one item); up to `parallel` groups are applied
 * at once. When a group fails, its items are tried again one by one, so an item that cannot be applied
 * fails alone.
 */
export class GroupCommit<T, R> {
  private waiting: { item: T; resolve(result: R): void; reject(err: unknown): void }[] = [];
  private running = 0;
  private scheduled = false;

  constructor(
    private readonly apply: (items: T[]) => Promise<R[]>,
    private readonly max: number,
    private readonly weight: (item: T) => number = () => 1,
    private readonly parallel = 1,
  ) {}

  submit(item: T): Promise<R> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      this.schedule();
    });
  }

  /** Starts the next groups on the next turn of the event loop, while fewer than `parallel` run. */
  private schedule(): void {
    if (this.scheduled || this.running >= this.parallel || this.waiting.length === 0) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      while (this.running < this.parallel && this.waiting.length > 0)
        void this.run(this.waiting.splice(0, this.groupLength()));
    });
  }

  private async run(group: typeof this.waiting): Promise<void> {
    this.running++;
    try {
      const results = await this.apply(group.map((g) => g.item));
      group.forEach((g, i) => g.resolve(results[i]!));
    } catch (err) {
      if (group.length === 1) group[0]!.reject(err);
      else for (const g of group) await this.apply([g.item]).then(([result]) => g.resolve(result!), g.reject);
    } finally {
      this.running--;
      this.schedule();
    }
  }

  /** How many of the waiting items the next group takes. */
  private groupLength(): number {
    let total = this.weight(this.waiting[0]!.item);
    let n = 1;
    while (n < this.waiting.length && total + this.weight(this.waiting[n]!.item) <= this.max)
      total += this.weight(this.waiting[n++]!.item);
    return n;
  }
}
