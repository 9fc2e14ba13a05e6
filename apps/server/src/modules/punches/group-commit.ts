/**
 * Applies items that arrive while earlier ones are being applied together, in one call (group commit):
 * single punches sent at the same moment then share one transaction instead of queueing for one each.
 * An item arriving when nothing runs waits only for the requests already read from the network (one
 * turn of the event loop). When a group fails, its items are tried again one by one, so an item that
 * cannot be applied fails its own request alone.
 */
export class GroupCommit<T, R> {
  private waiting: { item: T; resolve(result: R): void; reject(err: unknown): void }[] = [];
  private running = false;

  constructor(
    private readonly apply: (items: T[]) => Promise<R[]>,
    private readonly max: number,
  ) {}

  submit(item: T): Promise<R> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      if (!this.running) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.running = true;
    try {
      while (this.waiting.length > 0) {
        await new Promise((resolve) => setImmediate(resolve));
        const group = this.waiting.splice(0, this.max);
        try {
          const results = await this.apply(group.map((g) => g.item));
          group.forEach((g, i) => g.resolve(results[i]!));
        } catch (err) {
          if (group.length === 1) group[0]!.reject(err);
          else
            for (const g of group)
              await this.apply([g.item]).then(([result]) => g.resolve(result!), g.reject);
        }
      }
    } finally {
      this.running = false;
    }
  }
}
