import { describe, expect, it } from 'vitest';
import { PAY_PERIOD_MSG } from '@portal/contracts/pay-periods';
import { en } from './en.ts';
import { es } from './es.ts';

/** Every key of a nested texts object, as dotted paths. */
function keys(o: object, prefix = ''): string[] {
  return Object.entries(o).flatMap(([k, v]) =>
    typeof v === 'object' && v !== null ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

describe('field app texts', () => {
  it('has every English text in Spanish, and no Spanish text left in English', () => {
    expect(keys(es).sort()).toEqual(keys(en).sort());
    const same = keys(en).filter((k) => {
      const get = (o: object) => k.split('.').reduce<unknown>((v, p) => (v as Record<string, unknown>)[p], o);
      return get(en) === get(es);
    });
    // Only the language names and the figures' own words are the same in both.
    expect(same.sort()).toEqual(['lang.en', 'lang.es', 'week.hours', 'week.total']);
  });

  it("shows a held punch with the server's own held answer in English", () => {
    expect(en.punch.held).toBe(PAY_PERIOD_MSG.latePunchKept);
  });
});
