import { LRUCache } from 'lru-cache';

/**
 * Answers worked out at a revision of the data they show (request.revisionOf: the company's data
 * revision and its weeks', platform/data-revision.ts), kept while the revision stays there. Callers
 * read the revision before they work an answer out: a change committed meanwhile
 * moves the revision on, so the answer is at worst worked out again, never kept stale. Requests that
 * miss at the same time share one computation.
 */
export class RevisionCache<V> {
  private readonly entries: LRUCache<string, { revision: string; value: Promise<V> }>;

  constructor(max: number) {
    this.entries = new LRUCache({ max });
  }

  /** `compute` is given the answer kept at an earlier revision, if any, to take again if it still holds. */
  get(key: string, revision: string, compute: (earlier?: Promise<V>) => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    if (hit && hit.revision === revision) return hit.value;
    const value = compute(hit?.value);
    const entry = { revision, value };
    this.entries.set(key, entry);
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return value;
  }
}
