import { deflateSync, crc32 } from 'node:zlib';
import { addDays, localDate, localDateTimeToInstant } from '@portal/domain';
import type { FileStore } from '../../platform/files.ts';
import type { Db, Tx } from '../database.ts';
import { DEMO_COMPANY, DEMO_USERS } from './demo.ts';

/**
 * Stores reference photos of an employee (what the mobile app uploads for the face check); the first
 * one becomes the original. Files are written before the rows: a file store is not transactional.
 * @internal An API test stores reference photos with it.
 */
export async function addEmployeePhotos(
  db: Db | Tx,
  files: FileStore,
  employee: { companyId: number; employeeId: number },
  images: Buffer[],
  at: string,
): Promise<number[]> {
  const paths = [];
  for (const image of images) paths.push(await files.saveImage(employee.companyId, 'employees', image));
  const rows = paths.map((image_path, i) => ({
    company_id: employee.companyId,
    employee_id: employee.employeeId,
    image_path,
    is_default: i === 0 ? 1 : 0,
    created_at: at,
  }));
  const ids = await db.insertInto('employee_images').values(rows).returning('id').execute();
  return ids.map((r) => r.id);
}

/**
 * A small PNG portrait placeholder (a head-and-shoulders silhouette) in the given colours.
 * @internal Tested on its own.
 */
export function silhouettePng(size: number, background: number[], figure: number[]): Buffer {
  const row = size * 3 + 1;
  const raw = Buffer.alloc(row * size);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const head = (x - size / 2) ** 2 + (y - size * 0.38) ** 2 < (size * 0.2) ** 2;
      const shoulders = ((x - size / 2) / (size * 0.38)) ** 2 + ((y - size) / (size * 0.36)) ** 2 < 1;
      const [r, g, b] = head || shoulders ? figure : background;
      raw.set([r!, g!, b!], y * row + 1 + x * 3);
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const PALETTE = [
  [
    [214, 228, 240],
    [70, 110, 150],
  ],
  [
    [236, 224, 206],
    [150, 105, 60],
  ],
  [
    [222, 236, 222],
    [70, 130, 80],
  ],
];

type InviteState = 'pending' | 'accepted' | 'rejected';

/** Who answered what: `a` accepted, `r` rejected, `p` pending, one letter per invitee. */
const answers = (pattern: string): InviteState[] =>
  [...pattern].map((c) => (c === 'a' ? 'accepted' : c === 'r' ? 'rejected' : 'pending'));

/**
 * The people side of the demo company, added after `seedDemo`: reference photos for a few employees,
 * meetings (past, upcoming, cancelled) with invites in every state, and notifications with some
 * already read.
 */
export async function seedDemoPeople(db: Db, files: FileStore, now: Date): Promise<void> {
  const at = now.toISOString();
  const company = await db
    .selectFrom('companies as c')
    .innerJoin('settings as s', 's.company_id', 'c.id')
    .select(['c.id', 's.time_zone'])
    .where('c.code', '=', DEMO_COMPANY.code)
    .executeTakeFirstOrThrow();
  const employees = await db
    .selectFrom('employees as e')
    .innerJoin('roles as r', 'r.id', 'e.role_id')
    .select(['e.id', 'e.email', 'e.first_name', 'e.last_name', 'e.role_id', 'r.name as role'])
    .where('e.company_id', '=', company.id)
    .where('e.is_active', '=', 1)
    .orderBy('e.code')
    .execute();
  const office = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', DEMO_USERS[2].email)
    .executeTakeFirstOrThrow();
  const foremen = employees.filter((e) => e.role === 'Foreman');
  const crew = employees.filter((e) => e.role === 'Field User');
  const today = localDate(at, company.time_zone);
  const local = (days: number, time: string) =>
    localDateTimeToInstant(`${addDays(today, days)} ${time}`, company.time_zone);

  for (const [i, e] of employees.slice(0, 4).entries()) {
    const images = Array.from({ length: 2 + (i % 2) }, (_, k) => {
      const [background, figure] = PALETTE[(i + k) % PALETTE.length]!;
      return silhouettePng(96, background!, figure!);
    });
    await addEmployeePhotos(db, files, { companyId: company.id, employeeId: e.id }, images, at);
  }

  await db.transaction().execute(async (tx) => {
    const meetings = [
      {
        title: 'Safety stand-down',
        role: 'Field User',
        day: -6,
        from: '07:00:00',
        to: '08:00:00',
        people: crew.slice(0, 6),
        states: answers('aaaarp'),
      },
      {
        title: 'Foremen weekly coordination',
        role: 'Foreman',
        day: -2,
        from: '15:30:00',
        to: '16:30:00',
        people: foremen,
        states: answers('aaaaaaar'),
      },
      {
        title: 'Confined space refresher',
        role: 'All',
        day: 2,
        from: '06:30:00',
        to: '07:30:00',
        people: [...foremen.slice(0, 2), ...crew.slice(6, 12)],
        states: answers('aaarpppp'),
      },
      {
        title: 'Harbor Tank Lining kickoff',
        role: 'Field User',
        day: 5,
        from: '09:00:00',
        to: '10:00:00',
        people: crew.slice(12, 17),
        states: answers('ppppp'),
      },
      {
        title: 'Trenton yard cleanup',
        role: 'All',
        day: 3,
        from: '13:00:00',
        to: '15:00:00',
        people: [foremen[0]!, ...crew.slice(17, 21)],
        states: answers('aappp'),
        cancelled: true,
      },
    ];
    for (const m of meetings) {
      const meeting = await tx
        .insertInto('meetings')
        .values({
          company_id: company.id,
          title: m.title,
          description: `${m.title}. Bring your PPE and be on time.`,
          location: m.role === 'Foreman' ? 'Newark Yard office' : 'Trenton Shop break room',
          role: m.role,
          meeting_start_at: local(m.day, m.from),
          meeting_end_at: local(m.day, m.to),
          status: m.cancelled ? 3 : 1,
          created_by: office.id,
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await tx
        .insertInto('meeting_invites')
        .values(
          m.people.map((e, i) => ({
            company_id: company.id,
            meeting_id: meeting.id,
            employee_id: e.id,
            status: m.states[i]!,
            responded_at: m.states[i] === 'pending' ? null : at,
          })),
        )
        .execute();
    }

    const notifications = [
      {
        title: 'Cold weather gear',
        role: 'All',
        hoursAgo: 74,
        people: [...foremen.slice(0, 3), ...crew.slice(0, 7)],
        read: 6,
      },
      {
        title: 'Payroll cut-off moved to Monday noon',
        role: 'Field User',
        hoursAgo: 26,
        people: crew.slice(0, 8),
        read: 2,
      },
      {
        title: 'Approve your crew timesheets by Friday',
        role: 'Foreman',
        hoursAgo: 2,
        people: foremen,
        read: 0,
      },
    ];
    for (const n of notifications) {
      const sentAt = new Date(now.getTime() - n.hoursAgo * 3_600_000).toISOString();
      const row = await tx
        .insertInto('notifications')
        .values({
          company_id: company.id,
          title: n.title,
          description: `${n.title}. Questions? Call the office.`,
          role: n.role,
          created_by: office.id,
          created_at: sentAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await tx
        .insertInto('notification_recipients')
        .values(
          n.people.map((e, i) => ({
            company_id: company.id,
            notification_id: row.id,
            employee_id: e.id,
            read_at: i < n.read ? sentAt : null,
          })),
        )
        .execute();
    }
  });
}
