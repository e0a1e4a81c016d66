import {
  idParamsSchema,
  lateWorkOrdersSchema,
  machineCapacityInputSchema,
  machineCapacitySchema,
  machineDowntimeInputSchema,
  machineDowntimeParamsSchema,
  machineDowntimeSchema,
  plantHolidayInputSchema,
  plantHolidayParamsSchema,
  plantHolidayQuerySchema,
  plantHolidaySchema,
  scheduleBoardSchema,
  scheduleLockInputSchema,
  scheduleQuerySchema,
} from '@lathe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { permission, principalOf } from '../../plugins/access.js';
import type { ScheduleService } from './schedule.service.js';

const tags = ['schedule'];
const view = { access: permission('schedule', 'view') };
const edit = { access: permission('schedule', 'edit') };

/**
 * The machine schedule (`/api/schedule/…`), guarded by the schedule scope: the board and what
 * will be late, each machine's capacity and the plant's holidays (view); pinning operations,
 * editing capacity, downtime windows and holidays (edit). The board is the plan of the open work
 * orders as of the last change to what it reads (schedule-reader.ts), computed with the shared
 * scheduler the browser's preview runs too; it says when it was computed, and whether a newer one
 * is on its way.
 */
export const scheduleRoutes: FastifyPluginAsyncZod<{ schedule: ScheduleService }> = async (app, { schedule }) => {
  app.get(
    '/schedule',
    {
      config: view,
      schema: {
        tags,
        summary:
          "The board: the window's placements, every open work order's projected finish, and the data behind them",
        querystring: scheduleQuerySchema,
        response: { 200: scheduleBoardSchema },
      },
    },
    (request) => schedule.board(request.query),
  );

  app.get(
    '/schedule/late',
    {
      config: view,
      schema: {
        tags,
        summary: 'Open work orders projected to finish after their due date',
        response: { 200: lateWorkOrdersSchema },
      },
    },
    () => schedule.late(),
  );

  app.put(
    '/schedule/operations/:id/lock',
    {
      config: edit,
      schema: {
        tags,
        summary:
          'Pins an operation of a released or in-progress work order to a machine and a start; answers the board',
        params: idParamsSchema,
        querystring: scheduleQuerySchema,
        body: scheduleLockInputSchema,
        response: { 200: scheduleBoardSchema },
      },
    },
    (request) => schedule.lock(request.params.id, request.body, request.query),
  );

  app.delete(
    '/schedule/operations/:id/lock',
    {
      config: edit,
      schema: {
        tags,
        summary: 'Unpins an operation: the schedule places it again; answers the board',
        params: idParamsSchema,
        querystring: scheduleQuerySchema,
        response: { 200: scheduleBoardSchema },
      },
    },
    (request) => schedule.unlock(request.params.id, request.query),
  );

  app.get(
    '/schedule/machines',
    {
      config: view,
      schema: {
        tags,
        summary: 'Every machine with its capacity (the defaults where none was saved)',
        response: { 200: z.array(machineCapacitySchema) },
      },
    },
    () => schedule.machines(),
  );

  app.get(
    '/schedule/machines/:id',
    {
      config: view,
      schema: {
        tags,
        summary: "A machine's capacity",
        params: idParamsSchema,
        response: { 200: machineCapacitySchema },
      },
    },
    (request) => schedule.capacity(request.params.id),
  );

  app.put(
    '/schedule/machines/:id',
    {
      config: edit,
      schema: {
        tags,
        summary:
          "Saves a machine's shifts, working days, operations, setup time, planning efficiency, breaks and status",
        params: idParamsSchema,
        body: machineCapacityInputSchema,
        response: { 200: machineCapacitySchema },
      },
    },
    (request) => schedule.saveCapacity(request.params.id, request.body),
  );

  app.post(
    '/schedule/machines/:id/downtime',
    {
      config: edit,
      schema: {
        tags,
        summary:
          'Adds a window the machine does not work (maintenance, or a breakdown until its expected return): the schedule pauses it through the window',
        params: idParamsSchema,
        body: machineDowntimeInputSchema,
        response: { 201: machineDowntimeSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await schedule.addDowntime(request.params.id, request.body, principalOf(request).user.id)),
  );

  app.delete(
    '/schedule/machines/:id/downtime/:downtimeId',
    {
      config: edit,
      schema: {
        tags,
        summary: "Removes a machine's downtime window",
        params: machineDowntimeParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await schedule.removeDowntime(request.params.id, request.params.downtimeId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/schedule/holidays',
    {
      config: view,
      schema: {
        tags,
        summary: "A year's plant holidays (this year's by default)",
        querystring: plantHolidayQuerySchema,
        response: { 200: z.array(plantHolidaySchema) },
      },
    },
    (request) => schedule.holidays(request.query.year),
  );

  app.post(
    '/schedule/holidays',
    {
      config: edit,
      schema: {
        tags,
        summary: 'Adds a day the whole plant does not work',
        body: plantHolidayInputSchema,
        response: { 201: plantHolidaySchema },
      },
    },
    async (request, reply) => reply.status(201).send(await schedule.addHoliday(request.body)),
  );

  app.delete(
    '/schedule/holidays/:date',
    {
      config: edit,
      schema: {
        tags,
        summary: 'Removes a plant holiday',
        params: plantHolidayParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await schedule.removeHoliday(request.params.date);
      return reply.status(204).send(null);
    },
  );
};
