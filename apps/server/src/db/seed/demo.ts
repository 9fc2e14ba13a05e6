import type { Db } from '../database.ts';
import { insertCompany, insertUser } from './builders.ts';
import { seededRandom } from './random.ts';

export const DEMO_COMPANY = { code: 'SUMMIT01', name: 'Summit Coatings Inc.' };
/** @internal The tests sign in as the demo users with it. */
export const DEMO_PASSWORD = 'demo-pass-1';
export const DEMO_USERS = [
  { email: 'admin@example.com', name: 'Alex Morgan', role: 'Administrator' },
  { email: 'payroll@example.com', name: 'Priya Shah', role: 'Payroll' },
  { email: 'office@example.com', name: 'Owen Brooks', role: 'Office' },
] as const;

const SITES = [
  { code: 'NWK', name: 'Newark Yard', lat: 40.7357, lng: -74.1724 },
  { code: 'TRN', name: 'Trenton Shop', lat: 40.2171, lng: -74.7429 },
  { code: 'PHL', name: 'Philadelphia North', lat: 40.0379, lng: -75.1433 },
];

const JOB_NAMES = [
  'Route 1 Bridge Repaint',
  'Harbor Tank Lining',
  'Penn Station Steel Coating',
  'Riverside Water Tower',
  'Meadowlands Warehouse Floor',
  'Turnpike Overpass 14A',
  'Elizabeth Port Crane Coating',
  'Camden Pier Pilings',
  'Princeton Lab Epoxy Floors',
  'Trenton Courthouse Facade',
  'Delaware River Bridge Deck',
  'Jersey City Tower Lobby',
  'Hoboken Rail Terminal Roof',
  'Edison Plant Tank Farm',
  'Paterson School Gym Floor',
  'Bayonne Pipeline Wrap',
  'Newark Airport Hangar 3',
  'Philadelphia Navy Yard Dock',
  'Cherry Hill Mall Parking Deck',
  'Levittown Pump Station',
  'New Brunswick Hospital Wing',
  'Atlantic City Boardwalk Rails',
  'Morristown Office Stairwells',
  'Linden Refinery Stack',
  'Wilmington Chemical Plant Retrofit With Extended Containment Coating Program',
];

const FIRST = [
  'James',
  'Maria',
  'Robert',
  'Luis',
  'Michael',
  'Ana',
  'David',
  'Jose',
  'William',
  'Carmen',
  'Richard',
  'Rosa',
  'Joseph',
  'Juan',
  'Thomas',
  'Elena',
  'Charles',
  'Miguel',
  'Daniel',
  'Sofia',
  'Matthew',
  'Carlos',
  'Anthony',
  'Lucia',
  'Mark',
  'Pedro',
  'Steven',
  'Isabel',
  'Paul',
  'Andre',
  'Kevin',
  'Tomasz',
  'Brian',
  'Grace',
  'Kenji',
  'Aisha',
];
const LAST = [
  'Smith',
  'Garcia',
  'Johnson',
  'Martinez',
  'Williams',
  'Rodriguez',
  'Brown',
  'Lopez',
  'Jones',
  'Hernandez',
  'Miller',
  'Gonzalez',
  'Davis',
  'Perez',
  'Wilson',
  'Sanchez',
  'Anderson',
  'Ramirez',
  'Taylor',
  'Torres',
  'Thomas',
  'Rivera',
  'Moore',
  'Flores',
  'Jackson',
  'Nowak',
  'Kowalski',
  "O'Connor",
  'Nguyen',
  'Okafor',
  'Castellanos-Villanueva',
];

const SUBCONTRACTORS = [
  'Keystone Blasting LLC',
  'Garden State Scaffolding',
  'Liberty Containment Co.',
  'Tri-County Rigging',
];

/** The demo company: deterministic, so screenshots and browser tests see the same data everywhere. */
export async function seedDemo(db: Db, now: Date): Promise<void> {
  const at = now.toISOString();
  const rnd = seededRandom(20261121);
  await db.transaction().execute(async (tx) => {
    const company = await insertCompany(tx, { ...DEMO_COMPANY, at });
    // The payroll systems' ids, so every payroll file of the Export dialog works on the demo.
    await tx
      .updateTable('settings')
      .set({
        adp_company_code: 'SCI',
        paychex_client_id: '70125544',
        quickbooks_company_name: 'Summit Coatings Inc.',
        quickbooks_company_create_time: '1196184000',
      })
      .where('company_id', '=', company.id)
      .execute();
    for (const u of DEMO_USERS) {
      await insertUser(tx, {
        companyId: company.id,
        roleId: company.roles[u.role]!,
        name: u.name,
        email: u.email,
        password: DEMO_PASSWORD,
        at,
      });
    }

    const siteIds: number[] = [];
    for (const s of SITES) {
      const row = await tx
        .insertInto('sites')
        .values({ company_id: company.id, code: s.code, name: s.name, created_at: at, updated_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      siteIds.push(row.id);
    }

    const jobs = JOB_NAMES.map((name, i) => {
      const site = SITES[i % SITES.length]!;
      const inactive = i === 22 || i === 23;
      return {
        company_id: company.id,
        code: `J-${String(2401 + i)}`,
        name,
        pm_code: `PM-${String(10 + (i % 7)).padStart(3, '0')}`,
        is_active: inactive ? 0 : 1,
        latitude: i === 24 ? null : Number((site.lat + (rnd.next() - 0.5) * 0.3).toFixed(6)),
        longitude: i === 24 ? null : Number((site.lng + (rnd.next() - 0.5) * 0.3).toFixed(6)),
        default_job_start_time: i % 5 === 4 ? '19:00:00' : '07:00:00',
        default_job_end_time: i % 5 === 4 ? '05:30:00' : '15:30:00',
        job_areas: JSON.stringify(i % 3 === 0 ? ['North span', 'South span'] : ['Main area']),
        job_positions_tasks: JSON.stringify(['Surface prep', 'Prime coat', 'Finish coat']),
        site_id: siteIds[i % siteIds.length]!,
        external_source: i % 4 === 0 ? 'star_builder' : 'cmic',
        external_id: `EXT-J-${i + 1}`,
        // Two jobs with their QuickBooks customer (the QuickBooks file's Customer:Job).
        customer_name: ['NJ Department of Transportation', 'Port Authority of NY & NJ'][i] ?? null,
        created_at: at,
        updated_at: at,
      };
    });
    await tx.insertInto('jobs').values(jobs).execute();

    const employees = Array.from({ length: 80 }, (_, i) => {
      const first = FIRST[i % FIRST.length]!;
      const last = LAST[(i * 7) % LAST.length]!;
      const foreman = i % 10 === 0;
      return {
        company_id: company.id,
        code: `E${String(1001 + i)}`,
        first_name: first,
        last_name: last,
        role_id: company.roles[foreman ? 'Foreman' : 'Field User']!,
        site_id: siteIds[i % siteIds.length]!,
        shift: i % 6 === 5 ? 2 : 1,
        email: `${first}.${last}.${i + 1}`.toLowerCase().replace(/[^a-z0-9.]/g, '') + '@crew.example.com',
        phone: `+1${String(2015550100 + i)}`,
        is_active: i >= 76 ? 0 : 1,
        invite_status: i % 3 === 0 ? 2 : 1,
        external_source: 'cmic',
        external_id: `EXT-E-${i + 1}`,
        adp_file_number: String(100101 + i),
        created_at: at,
        updated_at: at,
      };
    });
    await tx.insertInto('employees').values(employees).execute();

    // The first foreman has the mobile app: the demo's sub-contractor crews are clocked in on his phone.
    const foreman = employees[0]!;
    const foremanId = await insertUser(tx, {
      companyId: company.id,
      roleId: foreman.role_id,
      name: `${foreman.first_name} ${foreman.last_name}`,
      email: foreman.email,
      password: DEMO_PASSWORD,
      phone: foreman.phone,
      at,
    });
    const { id: foremanEmployeeId } = await tx
      .selectFrom('employees')
      .select('id')
      .where('company_id', '=', company.id)
      .where('code', '=', foreman.code)
      .executeTakeFirstOrThrow();
    await tx
      .updateTable('users')
      .set({ employee_id: foremanEmployeeId, register_type: 'mobile' })
      .where('id', '=', foremanId)
      .execute();

    for (const [i, name] of SUBCONTRACTORS.entries()) {
      const sub = await tx
        .insertInto('subcontractor_companies')
        .values({
          company_id: company.id,
          name,
          is_active: i === 3 ? 0 : 1,
          external_id: i < 2 ? `SB-${i + 1}` : null,
          sync_at: i < 2 ? at : null,
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const workers = Array.from({ length: 6 }, (_, w) => ({
        company_id: company.id,
        subcontractor_company_id: sub.id,
        code: `S${i + 1}${String(w + 1).padStart(2, '0')}`,
        first_name: rnd.pick(FIRST),
        last_name: rnd.pick(LAST),
        external_source: null,
        external_id: null,
        created_at: at,
        updated_at: at,
      }));
      // A sub-contractor's workers are employees of that kind: same punches, entries and rules.
      await tx.insertInto('employees').values(workers).execute();
    }
  });
}

export async function isEmpty(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom('companies')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n) === 0;
}
