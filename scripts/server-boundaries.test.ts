// The server's module boundaries are kept by the lint (eslint.config.js, server-modules/through-service):
// these lint a file placed in a module and read back what the rule says about its imports.
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

/** The rule's messages for `source` linted as if it were the file `file` (relative to the repository). */
async function boundaryProblems(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path.join(root, file) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'server-modules/through-service')
    .map((message) => message.message);
}

const JOBS = 'apps/server/src/modules/jobs';

describe('server module boundaries', () => {
  it("fails a module reaching into another module's files, by a relative or a package specifier", async () => {
    const problems = await boundaryProblems(
      `${JOBS}/probe.ts`,
      [
        "import { findEmployee } from '../time-entries/queries.ts';",
        "import { employeeLabel } from '@portal/server/src/modules/time-entries/describe.ts';",
        'export const probe = [findEmployee, employeeLabel];',
      ].join('\n'),
    );
    expect(problems).toEqual([
      'Reach the time-entries module through its service.ts.',
      'Reach the time-entries module through its service.ts.',
    ]);
  });

  it('fails routes that reach past their own service', async () => {
    const problems = await boundaryProblems(
      `${JOBS}/routes.ts`,
      "import * as q from './queries.ts';\nexport const probe = q;",
    );
    expect(problems).toEqual(['Routes reach the rest of their module through its service.ts.']);
  });

  it('fails a service that re-exports its queries', async () => {
    const problems = await boundaryProblems(`${JOBS}/service.ts`, "export { findJob } from './queries.ts';");
    expect(problems).toEqual(['A service does not re-export its queries: give others a function.']);
  });

  it('passes routes through their service, a service using its queries (and giving their types), and other services', async () => {
    const routes = await boundaryProblems(
      `${JOBS}/routes.ts`,
      "import * as service from './service.ts';\nexport const probe = service;",
    );
    const service = await boundaryProblems(
      `${JOBS}/service.ts`,
      [
        "import * as q from './queries.ts';",
        "import { findEmployee } from '../time-entries/service.ts';",
        "export { describeJob } from './describe.ts';",
        "export type { JobRow } from './queries.ts';",
        'export const probe = [q, findEmployee];',
      ].join('\n'),
    );
    expect([...routes, ...service]).toEqual([]);
  });
});
