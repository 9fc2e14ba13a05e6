import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@portal/contracts';
import { companyCodeQuery, idParams } from '@portal/contracts/employees';
import {
  MEETING_MSG,
  meetingCancelRequest,
  meetingListItem,
  meetingRequest,
} from '@portal/contracts/meetings';
import { ok } from '../../platform/reply.ts';
import { assertOwnCompany } from '../../platform/company-scope.ts';
import * as service from './service.ts';

const read = { module: 'Send_Custom_Notification' } as const;
const write = { module: 'Send_Custom_Notification', permission: 'noti_read_write' } as const;
const tags = ['meetings'];

/** The Meetings screen: list, create (invite) and cancel. */
export const meetingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/api/v1/meeting-list',
    {
      config: { access: read },
      schema: { tags, querystring: companyCodeQuery, response: { 200: envelope(z.array(meetingListItem)) } },
    },
    async (req) => {
      assertOwnCompany(req.auth!, req.query.company_code);
      return ok('', await service.listMeetings(ctx, req.auth!));
    },
  );

  app.post(
    '/api/v1/invite-meeting',
    {
      config: { access: write },
      schema: { tags, body: meetingRequest, response: { 200: envelope(meetingListItem) } },
    },
    async (req) => {
      assertOwnCompany(req.auth!, req.body.company_code);
      return ok(MEETING_MSG.created, await service.createMeeting(ctx, req.auth!, req.actor(), req.body));
    },
  );

  app.put(
    '/api/v1/invite-meeting/:id',
    {
      config: { access: write },
      schema: {
        tags,
        params: idParams,
        body: meetingCancelRequest,
        response: { 200: envelope(meetingListItem) },
      },
    },
    async (req) =>
      ok(MEETING_MSG.cancelled, await service.cancelMeeting(ctx, req.auth!, req.actor(), req.params.id)),
  );
};
