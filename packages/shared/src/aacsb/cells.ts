import type { CellRef } from './model.ts';

/**
 * A table cell that remembers what it was summed from: the value is always the sum of its refs'
 * amounts, so a drill-down list adds up to the number on screen by construction.
 */
export class Cell {
  value = 0;
  readonly refs: CellRef[] = [];
  constructor(private readonly keepRefs = true) {}
  add(ref: CellRef): void {
    this.value += ref.amount;
    if (this.keepRefs) this.refs.push(ref);
  }
}

/** Cells by key (`<table>:<row>:<column>`), created on first use. */
export class CellBook {
  private readonly cells = new Map<string, Cell>();
  /** `keepRefs` false: values only (a page that shows figures without their drill-down). */
  constructor(private readonly keepRefs = true) {}
  cell(key: string): Cell {
    let c = this.cells.get(key);
    if (!c) {
      c = new Cell(this.keepRefs);
      this.cells.set(key, c);
    }
    return c;
  }
  get(key: string): Cell | undefined {
    return this.cells.get(key);
  }
  keys(): string[] {
    return [...this.cells.keys()];
  }
}
