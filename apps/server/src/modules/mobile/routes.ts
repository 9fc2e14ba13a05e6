import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@portal/contracts';
import { idParams } from '@portal/contracts/employees';
import { fieldJob, fieldProfile, myWeek, myWeekQuery } from '@portal/contracts/field-app';
import { MEETING_MSG, meetingAnswerRequest, mobileMeeting } from '@portal/contracts/meetings';
import { mobileNotification, NOTIFICATION_MSG } from '@portal/contracts/notifications';
import { subcontractorWorker } from '@portal/contracts/subcontractor-timesheets';
import type { AuthContext } from '../../platform/auth-plugin.ts';
import { ok } from '../../platform/reply.ts';
import { answerInvite, employeeMeetings } from '../meetings/service.ts';
import { employeeInbox, markNotificationRead } from '../notifications/service.ts';
import * as service from './service.ts';

const tags = ['mobile app'];

/** The companion app's inbox and meeting invites, for the signed-in employee (docs/mobile-api.md). */
export const mobileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const employeeOf = (req: { auth: AuthContext | null }) => service.callerEmployeeId(ctx, req.auth);

  app.get(
    '/api/v1/mobile/notifications',
    {
      config: { access: 'user' },
      schema: { tags, response: { 200: envelope(z.array(mobileNotification)) } },
    },
    async (req) => ok('', await employeeInbox(ctx, req.auth!.companyId, await employeeOf(req))),
  );

  app.post(
    '/api/v1/mobile/notifications/:id/read',
    {
      config: { access: 'user' },
      schema: { tags, params: idParams, response: { 200: envelope(mobileNotification) } },
    },
    async (req) =>
      ok(
        NOTIFICATION_MSG.read,
        await markNotificationRead(ctx, req.auth!.companyId, await employeeOf(req), req.params.id),
      ),
  );

  app.get(
    '/api/v1/mobile/meetings',
    { config: { access: 'user' }, schema: { tags, response: { 200: envelope(z.array(mobileMeeting)) } } },
    async (req) => ok('', await employeeMeetings(ctx, req.auth!.companyId, await employeeOf(req))),
  );

  app.post(
    '/api/v1/mobile/meetings/:id/respond',
    {
      config: { access: 'user' },
      schema: {
        tags,
        params: idParams,
        body: meetingAnswerRequest,
        response: { 200: envelope(mobileMeeting) },
      },
    },
    async (req) =>
      ok(
        MEETING_MSG.answered(req.body.status),
        await answerInvite(ctx, req.actor(), await employeeOf(req), req.params.id, req.body.status),
      ),
  );

  app.get(
    '/api/v1/mobile/subcontractor-workers',
    {
      config: { access: 'user' },
      schema: { tags, response: { 200: envelope(z.array(subcontractorWorker)) } },
    },
    async (req) => ok('', await service.subcontractorWorkers(ctx, req.auth!)),
  );

  app.get(
    '/api/v1/mobile/profile',
    { config: { access: 'user' }, schema: { tags, response: { 200: envelope(fieldProfile) } } },
    async (req) => ok('', await service.fieldProfile(ctx, req.auth)),
  );

  app.get(
    '/api/v1/mobile/jobs',
    { config: { access: 'user' }, schema: { tags, response: { 200: envelope(z.array(fieldJob)) } } },
    async (req) => ok('', await service.fieldJobs(ctx, req.auth!)),
  );

  app.get(
    '/api/v1/mobile/my-week',
    {
      config: { access: 'user' },
      schema: { tags, querystring: myWeekQuery, response: { 200: envelope(myWeek) } },
    },
    async (req) => ok('', await service.myWeek(ctx, req.auth, req.query.date)),
  );
};
