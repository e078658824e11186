/**
 * The best k items by score, kept in a binary min-heap (the weakest kept item on top), so selecting the top k
 * of n costs O(n log k) instead of sorting everything. Ties go to the smaller id.
 */
export class TopK<T extends { id: number }> {
  private readonly heap: { item: T; score: number }[] = [];

  constructor(private readonly k: number) {}

  get size() {
    return this.heap.length;
  }

  get full() {
    return this.heap.length >= this.k;
  }

  /** Score of the weakest kept item (-Infinity while not full): anything not above it cannot enter. */
  get threshold() {
    return this.full ? this.heap[0].score : -Infinity;
  }

  push(item: T, score: number) {
    if (this.k <= 0) return;
    if (!this.full) {
      this.heap.push({ item, score });
      this.up(this.heap.length - 1);
      return;
    }
    const weakest = this.heap[0];
    if (score > weakest.score || (score === weakest.score && item.id < weakest.item.id)) {
      this.heap[0] = { item, score };
      this.down(0);
    }
  }

  /** Kept items, best first. */
  sorted(): { item: T; score: number }[] {
    return [...this.heap].sort((a, b) => (weaker(a, b) ? 1 : -1));
  }

  private up(index: number) {
    const { heap } = this;
    while (index > 0) {
      const parent = (index - 1) >> 1;
      if (!weaker(heap[index], heap[parent])) break;
      [heap[index], heap[parent]] = [heap[parent], heap[index]];
      index = parent;
    }
  }

  private down(index: number) {
    const { heap } = this;
    for (;;) {
      const left = 2 * index + 1;
      const right = left + 1;
      let weakest = index;
      if (left < heap.length && weaker(heap[left], heap[weakest])) weakest = left;
      if (right < heap.length && weaker(heap[right], heap[weakest])) weakest = right;
      if (weakest === index) return;
      [heap[index], heap[weakest]] = [heap[weakest], heap[index]];
      index = weakest;
    }
  }
}

/** a ranks below b: lower score, or the same score and a larger id. */
function weaker(a: { item: { id: number }; score: number }, b: { item: { id: number }; score: number }) {
  return a.score < b.score || (a.score === b.score && a.item.id > b.item.id);
}

/**
 * The m largest values with a number each (typed arrays, no allocation per push): the candidates with the
 * best bounds, to be scored exactly first.
 */
export class LargestValues {
  private readonly values: Float64Array;
  private readonly refs: Int32Array;
  private count = 0;

  constructor(private readonly m: number) {
    this.values = new Float64Array(m);
    this.refs = new Int32Array(m);
  }

  push(value: number, ref: number) {
    const { values, refs } = this;
    if (this.count < this.m) {
      let index = this.count++;
      while (index > 0) {
        const parent = (index - 1) >> 1;
        if (values[parent] <= value) break;
        values[index] = values[parent];
        refs[index] = refs[parent];
        index = parent;
      }
      values[index] = value;
      refs[index] = ref;
    } else if (this.m > 0 && value > values[0]) {
      let index = 0;
      for (;;) {
        const left = 2 * index + 1;
        if (left >= this.m) break;
        const child = left + 1 < this.m && values[left + 1] < values[left] ? left + 1 : left;
        if (values[child] >= value) break;
        values[index] = values[child];
        refs[index] = refs[child];
        index = child;
      }
      values[index] = value;
      refs[index] = ref;
    }
  }

  /** The numbers of the kept values, largest value first. */
  refsDescending(): number[] {
    return Array.from({ length: this.count }, (_, index) => index)
      .sort((a, b) => this.values[b] - this.values[a])
      .map((index) => this.refs[index]);
  }
}
