import { openDatabase } from '../../../db/database.ts';
import { migrateToLatest } from '../../../db/migrate.ts';
import { seedDemo } from '../../../db/seed/demo.ts';
import type { CmicEmployee, CmicJob } from '../connectors/cmic.ts';
import type { StarBuilderProject, StarBuilderSubcontractor } from '../connectors/star-builder.ts';
import { seededSourceRecords } from './queries.ts';

/** What the simulated CMiC and Star Builder hold; company codes are filled in per request. */
export interface SimulatorData {
  employees: Omit<CmicEmployee, 'EmpCompCode'>[];
  jobs: Omit<CmicJob, 'JobCompCode'>[];
  projects: StarBuilderProject[];
  subcontractors: StarBuilderSubcontractor[];
}

/**
 * The demo company as the outside systems see it a little later: the seed's employees, jobs and
 * Star Builder companies (read from a seeded in-memory database, so the two never drift apart) with
 * two new hires, a rename, a deactivation, a new job, a moved job and a Star Builder company the
 * portal holds without its Star Builder id, plus one it does not know at all.
 */
export async function demoChanges(): Promise<SimulatorData> {
  const { db } = openDatabase({ dataDir: '.', sqliteFile: ':memory:' });
  try {
    await migrateToLatest(db);
    await seedDemo(db, new Date('2026-01-05T12:00:00Z'));
    const { employees, jobs, companies } = await seededSourceRecords(db);

    const data: SimulatorData = {
      employees: employees.map((e) => ({
        EmpUniqueId: e.external_id!,
        EmpNo: e.code,
        EmpFirstName: e.first_name,
        EmpLastName: e.last_name,
        EmpStatusCode: e.is_active ? 'A' : 'I',
      })),
      jobs: jobs
        .filter((j) => j.external_source === 'cmic')
        .map((j) => ({
          JobUniqueId: j.external_id!,
          JobCode: j.code,
          JobName: j.name,
          JobPmCode: j.pm_code,
          JobLatitude: j.latitude,
          JobLongitude: j.longitude,
          JobStatusCode: j.is_active ? 'A' : 'C',
        })),
      projects: jobs
        .filter((j) => j.external_source === 'star_builder')
        .map((j) => ({
          id: j.external_id!,
          number: j.code,
          name: j.name,
          pm_code: j.pm_code,
          latitude: j.latitude,
          longitude: j.longitude,
          status: j.is_active ? 'active' : 'closed',
        })),
      subcontractors: companies
        .filter((c) => c.external_id)
        .map((c) => ({ id: c.external_id!, name: c.name, status: c.is_active ? 'active' : 'inactive' })),
    };

    data.employees.push(
      {
        EmpUniqueId: 'EXT-E-81',
        EmpNo: 'E1081',
        EmpFirstName: 'Marisol',
        EmpLastName: 'Vega',
        EmpStatusCode: 'A',
      },
      {
        EmpUniqueId: 'EXT-E-82',
        EmpNo: 'E1082',
        EmpFirstName: 'Darnell',
        EmpLastName: 'Brooks',
        EmpStatusCode: 'A',
      },
    );
    data.employees[4]!.EmpLastName = 'Whitfield';
    data.employees[11]!.EmpStatusCode = 'I';
    data.jobs.push({
      JobUniqueId: 'EXT-J-26',
      JobCode: 'J-2426',
      JobName: 'Harbor Point Bridge Repaint',
      JobPmCode: 'PM-017',
      JobLatitude: 40.6892,
      JobLongitude: -74.0445,
      JobStatusCode: 'A',
    });
    const moved = data.jobs[1]!;
    moved.JobLatitude = Number(((moved.JobLatitude ?? 40.7) + 0.0125).toFixed(6));
    moved.JobLongitude = Number(((moved.JobLongitude ?? -74) - 0.0125).toFixed(6));
    const unlinked = companies.find((c) => !c.external_id && c.is_active);
    if (unlinked) data.subcontractors.push({ id: 'SB-3', name: unlinked.name, status: 'active' });
    data.subcontractors.push({ id: 'SB-4', name: 'Iron Ridge Coatings LLC', status: 'active' });
    return data;
  } finally {
    await db.destroy();
  }
}

/**
 * A large company for the benchmark: `employees` people (one in ten inactive) and `jobs` jobs.
 * @internal The scheduled sync's test syncs one too.
 */
export function generatedData(size: { employees: number; jobs: number }): SimulatorData {
  return {
    employees: Array.from({ length: size.employees }, (_, i) => ({
      EmpUniqueId: `GEN-E-${i + 1}`,
      EmpNo: `G${String(i + 1).padStart(6, '0')}`,
      EmpFirstName: `First${i + 1}`,
      EmpLastName: `Last${(i * 7919) % size.employees}`,
      EmpStatusCode: i % 10 === 9 ? 'I' : 'A',
    })),
    jobs: Array.from({ length: size.jobs }, (_, i) => ({
      JobUniqueId: `GEN-J-${i + 1}`,
      JobCode: `GJ-${String(i + 1).padStart(5, '0')}`,
      JobName: `Generated job ${i + 1}`,
      JobPmCode: `PM-${String(i % 40).padStart(3, '0')}`,
      JobLatitude: 40 + (i % 100) / 100,
      JobLongitude: -74 - (i % 100) / 100,
      JobStatusCode: i % 20 === 19 ? 'C' : 'A',
    })),
    projects: [],
    subcontractors: Array.from({ length: 20 }, (_, i) => ({
      id: `GEN-SB-${i + 1}`,
      name: `Generated Subcontractor ${i + 1}`,
      status: 'active',
    })),
  };
}
