import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from '@portal/contracts';
import { JOB_MSG } from '@portal/contracts/jobs';
import { envelope, failure, http, server } from '../../../test/api-mock.ts';
import { createJob, createUser } from '../../../test/factories.ts';
import { formItemOf, renderScreen } from '../../../test/render.tsx';
import { JobCustomerCard } from './job-customer-card.tsx';

const writer = createUser({ permissions: { Job: [PERMISSIONS.Job.read, PERMISSIONS.Job.write] } });
const reader = createUser({ permissions: { Job: [PERMISSIONS.Job.read] } });

/** Saves each customer as the server would (trimmed, '' as null), keeping the bodies sent. */
function acceptSave() {
  const sent: unknown[] = [];
  server.use(
    http.put('/api/v1/job-customer/{id}', async ({ request, response }) => {
      const body = await request.json();
      sent.push(body);
      const name = body.customer_name?.trim() || null;
      return response(200).json(envelope(createJob({ customer_name: name }), JOB_MSG.customerSaved));
    }),
  );
  return sent;
}

const field = () => screen.findByLabelText('Customer');
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));

configure({ asyncUtilTimeout: 5_000 });
describe('the QuickBooks customer of a job', { timeout: 30_000 }, () => {
  it('shows the customer and the name the QuickBooks file gives the job', async () => {
    renderScreen(<JobCustomerCard job={createJob({ customer_name: 'Port Authority' })} />, { user: writer });
    expect(((await field()) as HTMLInputElement).value).toBe('Port Authority');
    expect(formItemOf(await field()).textContent).toContain(
      'The QuickBooks file names this job Port Authority:Route 1 Bridge Repaint',
    );
  });

  it.each([
    ['a colon', 'Port:Authority'],
    ['more than 41 characters', 'P'.repeat(42)],
  ])('refuses a name with %s beside the field, sending nothing', async (_case, text) => {
    const sent = acceptSave();
    renderScreen(<JobCustomerCard job={createJob()} />, { user: writer });
    const input = await field();
    // The input stops typing at 41 characters; a longer value can still be pasted in.
    fireEvent.change(input, { target: { value: text } });
    await save();
    await waitFor(() => expect(formItemOf(input).textContent).toContain(JOB_MSG.customerName));
    expect(sent).toHaveLength(0);
  });

  it('sends the customer typed, says it is saved, and sends an empty one to clear it', async () => {
    const sent = acceptSave();
    renderScreen(<JobCustomerCard job={createJob()} />, { user: writer });
    fireEvent.change(await field(), { target: { value: 'Port Authority' } });
    await save();
    expect(await screen.findByText(JOB_MSG.customerSaved)).toBeTruthy();
    fireEvent.change(await field(), { target: { value: '' } });
    await save();
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent).toEqual([{ customer_name: 'Port Authority' }, { customer_name: '' }]);
  });

  it('puts the server’s field error beside the field', async () => {
    server.use(
      http.put('/api/v1/job-customer/{id}', ({ response }) =>
        response.untyped(failure(422, JOB_MSG.customerName, { customer_name: JOB_MSG.customerName })),
      ),
    );
    renderScreen(<JobCustomerCard job={createJob()} />, { user: writer });
    fireEvent.change(await field(), { target: { value: 'Port Authority' } });
    await save();
    await waitFor(() =>
      expect(formItemOf(screen.getByLabelText('Customer')).textContent).toContain(JOB_MSG.customerName),
    );
  });

  it('is read-only without job_read_write', async () => {
    renderScreen(<JobCustomerCard job={createJob({ customer_name: 'Port Authority' })} />, { user: reader });
    expect((await field()).hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByText(/needs the Job write permission/)).toBeTruthy();
  });
});
