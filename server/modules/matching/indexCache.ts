import { MatchIndex } from './matchIndex';
import type { MatchableGrade } from './types';

/**
 * Keeps the match index of a server process current: the repository reports the catalogue's version (a
 * number that changes whenever grades change, e.g. a counter bumped by writes or max(update time) with the
 * count), and the index is rebuilt from the grades when it differs. The version is asked at most once per
 * `checkEveryMs`; concurrent callers share one check and rebuild (100k grades build in a few hundred ms).
 */
export interface IndexSource {
  version(): Promise<string | number>;
  grades(): Promise<MatchableGrade[]>;
}

export class IndexCache {
  private index: MatchIndex | null = null;
  private checkedAt = -Infinity;
  private pending: Promise<MatchIndex> | null = null;

  constructor(
    private readonly source: IndexSource,
    private readonly options: { checkEveryMs?: number; now?: () => number } = {},
  ) {}

  /** The current index, rebuilt first when there is none or the catalogue changed. */
  async get(): Promise<MatchIndex> {
    const now = (this.options.now ?? Date.now)();
    if (this.index && now - this.checkedAt < (this.options.checkEveryMs ?? 5000)) return this.index;
    this.pending ??= this.refresh(now).finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  /** Forget the check time, so the next `get` asks for the version (after a write in this process). */
  invalidate() {
    this.checkedAt = -Infinity;
  }

  private async refresh(now: number): Promise<MatchIndex> {
    const version = await this.source.version();
    this.checkedAt = now;
    if (this.index && this.index.version === version) return this.index;
    this.index = MatchIndex.build(await this.source.grades(), version);
    return this.index;
  }
}
