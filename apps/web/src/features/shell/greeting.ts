/** The five greeting bands of spec 000 section 2: before 9, up to 11, up to 13, before 20, night. */
export type GreetingBand = 'morning' | 'forenoon' | 'noon' | 'afternoon' | 'evening';

export function greetingBand(hour: number): GreetingBand {
  if (hour < 9) return 'morning';
  if (hour <= 11) return 'forenoon';
  if (hour <= 13) return 'noon';
  if (hour < 20) return 'afternoon';
  return 'evening';
}

/** i18n key of the greeting for a moment. */
export function greetingKey(date = new Date()): string {
  return `shell.greeting.${greetingBand(date.getHours())}`;
}
