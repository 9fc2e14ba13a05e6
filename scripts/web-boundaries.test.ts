// The web app's layers are kept by the lint (eslint.config.js, WEB_ZONES): these lint a file placed in
// each layer and read back what import-x/no-restricted-paths says about its imports.
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

/** The zone messages for `source` linted as if it were the file `file` (relative to the repository). */
async function zoneProblems(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path.join(root, file) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}

describe('web feature boundaries', () => {
  it('fails a feature that imports another feature, by any specifier', async () => {
    const problems = await zoneProblems(
      'apps/web/src/features/meetings/components/probe.tsx',
      [
        "import { useEmployee } from '../../employees/api/get-employee.ts';",
        "import type { EmployeeFilter } from '../../employees/visible-employees.ts';",
        'export const probe: [typeof useEmployee, EmployeeFilter?] = [useEmployee];',
      ].join('\n'),
    );
    expect(problems).toHaveLength(2);
    expect(problems[0]).toContain('The meetings feature imports only itself, src/lib and src/ui');
  });

  it('fails a feature that imports app/', async () => {
    const problems = await zoneProblems(
      'apps/web/src/features/jobs/components/probe.tsx',
      "import { createQueryClient } from '../../../app/query-client.ts';\nexport const probe = createQueryClient;",
    );
    expect(problems).toHaveLength(1);
  });

  it('fails lib/ and ui/ importing a feature or app/', async () => {
    const fromLib = await zoneProblems(
      'apps/web/src/lib/probe.ts',
      "import { useJobs } from '../features/jobs/api/get-jobs.ts';\nexport const probe = useJobs;",
    );
    const fromUi = await zoneProblems(
      'apps/web/src/ui/probe.ts',
      "import { createQueryClient } from '../app/query-client.ts';\nexport const probe = createQueryClient;",
    );
    expect(fromLib).toEqual([
      expect.stringContaining('src/lib and src/ui import neither app/ nor a feature.'),
    ]);
    expect(fromUi).toHaveLength(1);
  });

  it('passes a feature that imports itself, lib/, ui/ and the test helpers', async () => {
    const problems = await zoneProblems(
      'apps/web/src/features/meetings/components/probe.test.tsx',
      [
        "import { useCreateMeeting } from '../api/create-meeting.ts';",
        "import { useEmployees } from '../../../lib/employees.ts';",
        "import { PageTitle } from '../../../ui/page-title.tsx';",
        "import { renderScreen } from '../../../test/render.tsx';",
        'export const probe = [useCreateMeeting, useEmployees, PageTitle, renderScreen];',
      ].join('\n'),
    );
    expect(problems).toEqual([]);
  });
});
