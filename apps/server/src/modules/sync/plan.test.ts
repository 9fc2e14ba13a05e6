import { describe, expect, it } from 'vitest';
import { fromCmicEmployee, fromCmicJob } from './connectors/cmic.ts';
import { fromStarBuilderProject, fromStarBuilderSubcontractor } from './connectors/star-builder.ts';
import { missingEmployees, planCompanies, planEmployees, planJobs, type EmployeeRow } from './plan.ts';

const employeeRow = (o: Partial<EmployeeRow>): EmployeeRow => ({
  id: 1,
  code: 'E1',
  first_name: 'Ann',
  last_name: 'Lee',
  is_active: 1,
  external_source: 'cmic',
  external_id: 'X1',
  subcontractor_company_id: null,
  ...o,
});
const incoming = (o: Partial<ReturnType<typeof fromCmicEmployee>> = {}) => ({
  externalId: 'X1',
  code: 'E1',
  firstName: 'Ann',
  lastName: 'Lee',
  active: true,
  ...o,
});

describe('mapping from the outside systems', () => {
  it('maps a CMiC employee and job', () => {
    expect(
      fromCmicEmployee({
        EmpUniqueId: 'U7',
        EmpNo: ' E7 ',
        EmpFirstName: 'Ann ',
        EmpLastName: 'Lee',
        EmpStatusCode: 'I',
        EmpCompCode: 'SUMMIT01',
      }),
    ).toEqual({ externalId: 'U7', code: 'E7', firstName: 'Ann', lastName: 'Lee', active: false });
    expect(
      fromCmicJob({
        JobUniqueId: 'J7',
        JobCode: 'J-7',
        JobName: 'Bridge',
        JobPmCode: ' ',
        JobLatitude: 40.1,
        JobLongitude: -74.2,
        JobStatusCode: 'A',
        JobCompCode: 'SUMMIT01',
      }),
    ).toEqual({
      externalId: 'J7',
      code: 'J-7',
      name: 'Bridge',
      pmCode: null,
      latitude: 40.1,
      longitude: -74.2,
      active: true,
    });
  });

  it('maps a Star Builder project and sub-contractor', () => {
    expect(
      fromStarBuilderProject({
        id: 'P1',
        number: 'J-1',
        name: 'Tank',
        pm_code: 'PM-1',
        latitude: null,
        longitude: null,
        status: 'closed',
      }),
    ).toMatchObject({ externalId: 'P1', code: 'J-1', pmCode: 'PM-1', active: false });
    expect(fromStarBuilderSubcontractor({ id: 'S1', name: ' Acme ', status: 'active' })).toEqual({
      externalId: 'S1',
      name: 'Acme',
      active: true,
    });
  });
});

describe('planEmployees', () => {
  it('changes nothing when the source says what the portal holds', () => {
    expect(planEmployees('cmic', [employeeRow({})], [incoming()])).toEqual({
      inserts: [],
      updates: [],
      conflicts: [],
    });
  });

  it('inserts a new hire linked to the source and updates only the changed fields', () => {
    const plan = planEmployees(
      'cmic',
      [employeeRow({})],
      [incoming({ lastName: 'Ward' }), incoming({ externalId: 'X2', code: 'E2' })],
    );
    expect(plan.updates).toEqual([
      { id: 1, label: 'E1 Ann Ward', set: { last_name: 'Ward' }, before: { last_name: 'Lee' } },
    ]);
    expect(plan.inserts[0]!.values).toMatchObject({
      code: 'E2',
      external_source: 'cmic',
      external_id: 'X2',
      is_active: 1,
    });
  });

  it('adopts an employee the portal made by hand with the same code', () => {
    const plan = planEmployees(
      'cmic',
      [employeeRow({ external_id: null, external_source: null })],
      [incoming()],
    );
    expect(plan.updates[0]!.set).toEqual({ external_source: 'cmic', external_id: 'X1' });
  });

  it('refuses a code held by a sub-contractor worker or another record', () => {
    const worker = employeeRow({ external_id: null, external_source: null, subcontractor_company_id: 4 });
    expect(planEmployees('cmic', [worker], [incoming()]).conflicts).toEqual([
      'E1 Ann Lee: E1 already belongs to another record',
    ]);
    expect(planEmployees('cmic', [], [incoming(), incoming()]).conflicts).toEqual(['E1 Ann Lee comes twice']);
  });
});

describe('missingEmployees', () => {
  it('deactivates only active own employees of that source missing from its lists', () => {
    const rows = [
      employeeRow({ id: 1, external_id: 'X1' }),
      employeeRow({ id: 2, external_id: 'GONE' }),
      employeeRow({ id: 3, external_id: 'GONE-TOO', is_active: 0 }),
      employeeRow({ id: 4, external_id: null, external_source: null }),
      employeeRow({ id: 5, external_id: 'W', subcontractor_company_id: 9 }),
      employeeRow({ id: 6, external_id: 'SB', external_source: 'star_builder' }),
    ];
    expect(missingEmployees('cmic', rows, new Set(['X1'])).map((u) => u.id)).toEqual([2]);
  });
});

describe('planJobs and planCompanies', () => {
  it('moves a job to its new location', () => {
    const row = {
      id: 3,
      code: 'J-1',
      name: 'Tank',
      pm_code: 'PM-1',
      latitude: 40,
      longitude: -74,
      is_active: 1,
      external_source: 'star_builder',
      external_id: 'P1',
    };
    const job = {
      externalId: 'P1',
      code: 'J-1',
      name: 'Tank',
      pmCode: 'PM-1',
      latitude: 40.5,
      longitude: -74,
      active: true,
    };
    expect(planJobs('star_builder', [row], [job]).updates[0]!.set).toEqual({ latitude: 40.5 });
    expect(planJobs('cmic', [row], [job]).conflicts).toHaveLength(1);
  });

  it('links a sub-contractor company held by name and adds an unknown one', () => {
    const plan = planCompanies(
      [{ id: 1, name: 'Acme Blasting', is_active: 1, external_id: null }],
      [
        { externalId: 'S1', name: 'ACME Blasting', active: true },
        { externalId: 'S2', name: 'Iron Ridge', active: true },
      ],
    );
    expect(plan.updates[0]!.set).toEqual({ name: 'ACME Blasting', external_id: 'S1' });
    expect(plan.inserts.map((i) => i.values)).toEqual([
      { name: 'Iron Ridge', is_active: 1, external_id: 'S2' },
    ]);
  });
});
