import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { csvStream } from './csv.ts';
import { hoursColumn, text, type Cell } from './table.ts';

describe('the CSV writer', () => {
  it('sends the first rows before the last are made, and the totals of all of them last', async () => {
    let release = () => {};
    const more = new Promise<void>((resolve) => (release = resolve));
    async function* rows(): AsyncGenerator<Cell[][]> {
      yield [['E1', 'Ann Able', 850]];
      await more;
      yield [['E2', 'Bo Baker', 125]];
    }
    const stream = csvStream({ columns: [text('ID'), text('Employee'), hoursColumn('Total')], rows: rows() });
    const chunks: string[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk.toString('utf8')));
    await expect.poll(() => chunks.join('')).toContain('E1,Ann Able,8.50');
    expect(chunks.join('')).not.toContain('E2');
    release();
    await once(stream, 'end');
    expect(chunks.join('').split('\r\n').slice(1)).toEqual([
      'E1,Ann Able,8.50',
      'E2,Bo Baker,1.25',
      'Total (2 rows),,9.75',
      '',
    ]);
  });

  it('ends with an error, not a file that looks whole, when its rows fail half-way', async () => {
    async function* rows(): AsyncGenerator<Cell[][]> {
      yield [['E1', 'Ann Able', 850]];
      throw new Error('the database went away');
    }
    const stream = csvStream({ columns: [text('ID'), text('Employee'), hoursColumn('Total')], rows: rows() });
    stream.resume();
    const [error] = (await once(stream, 'error')) as [Error];
    expect(error.message).toBe('the database went away');
  });
});
