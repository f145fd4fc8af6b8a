import type { CellRef } from './model.ts';

/**
 * A table cell that remembers what it was summed from: the value is always the sum of its refs'
 * amounts, so a drill-down list adds up to the number on screen by construction.
 */
export class Cell {
  value = 0;
  readonly refs: CellRef[] = [];
  add(ref: CellRef): void {
    this.value += ref.amount;
    this.refs.push(ref);
  }
}

/** Cells by key (`<table>:<row>:<column>`), created on first use. */
export class CellBook {
  private readonly cells = new Map<string, Cell>();
  cell(key: string): Cell {
    let c = this.cells.get(key);
    if (!c) {
      c = new Cell();
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
