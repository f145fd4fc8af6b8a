/**
 * What the log senders sent, kept in memory only when NODE_ENV=test so that browser journeys
 * can read an SMS or e-mail code (through GET /api/sys/test/outbox, which exists only then).
 */
export interface SentCode {
  channel: 'sms' | 'mail';
  to: string;
  code: string;
  purpose: string;
  at: number;
}

export class Outbox {
  private readonly items: SentCode[] = [];

  add(item: SentCode): void {
    this.items.push(item);
    if (this.items.length > 100) this.items.shift();
  }

  last(to: string): SentCode | null {
    const wanted = to.trim().toLowerCase();
    for (let i = this.items.length - 1; i >= 0; i--)
      if (this.items[i].to.toLowerCase() === wanted) return this.items[i];
    return null;
  }
}
