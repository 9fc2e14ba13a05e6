import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NOTIFICATION_MSG, notificationCreated, notificationRequest } from '@portal/contracts/notifications';
import { sendNotification } from './service.ts';

/** POST /api/v1/employee-notification: the Notify dialog of the Employees screen (employee_read_write). */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.post(
    '/api/v1/employee-notification',
    {
      config: { access: { module: 'Employee', permission: 'employee_read_write' } },
      schema: { tags: ['notifications'], body: notificationRequest, response: { 201: notificationCreated } },
    },
    async (req, reply) => {
      const data = await sendNotification(ctx, req.actor(), req.body);
      return reply.status(201).send({
        status: true,
        statusCode: 201,
        message: NOTIFICATION_MSG.sent(data.recipients),
        data,
        errors: null,
      });
    },
  );
};
