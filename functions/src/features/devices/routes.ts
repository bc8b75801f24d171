import { Router } from 'express';
import { authOf, requireAuth } from '../../http/auth';
import { validate } from '../../http/validate';
import { deviceInputSchema } from '../../model/device';
import { type DeviceBody, deviceParams, devicesQuery, toDeviceBody } from './schema';
import { deviceNotFound, type DevicesStore } from './store';
import type { WritingRouterOptions } from '../../http/router-options';

export type DevicesRouterOptions = WritingRouterOptions;

/** `GET /devices/{id}`'s answer: an active device; 404 otherwise (the pages function's too). */
export async function publicDevice(
  store: DevicesStore,
  deviceId: string,
): Promise<{ device: DeviceBody }> {
  const { id, doc } = await store.get(deviceId);
  if (!doc.active) throw deviceNotFound();
  return { device: toDeviceBody(id, doc) };
}

/**
 * Devices of share mode: the acting identity is the lender. `POST|GET /home/devices`,
 * `GET|PUT /home/devices/{id}` (lender only: 403 `not_device_lender`), and `GET /devices/{id}` for
 * everyone (active devices only).
 */
export function devicesRouter(store: DevicesStore, options: DevicesRouterOptions): Router {
  const now = options.now ?? (() => new Date());
  const router = Router();
  router.use('/home/devices', requireAuth);

  router.post(
    '/home/devices',
    validate({ body: deviceInputSchema }),
    options.requireProfile,
    async (req, res) => {
      const { uid, accountId } = authOf(req);
      const { id, doc } = await store.create({ uid, lenderId: accountId }, req.body, now());
      res.status(201).json({ device: toDeviceBody(id, doc) } satisfies { device: DeviceBody });
    },
  );

  router.get('/home/devices', validate({ query: devicesQuery }), async (req, res) => {
    const { accountId: identity } = authOf(req);
    const { devices, total } = await store.listOfLender(
      identity,
      req.query.limit,
      req.query.offset,
    );
    res.json({ devices: devices.map(({ id, doc }) => toDeviceBody(id, doc)), total });
  });

  router.get('/home/devices/:id', validate({ params: deviceParams }), async (req, res) => {
    const { accountId: identity } = authOf(req);
    const { id, doc } = await store.getForLender(req.params.id, identity);
    res.json({ device: toDeviceBody(id, doc) });
  });

  router.put(
    '/home/devices/:id',
    validate({ params: deviceParams, body: deviceInputSchema }),
    async (req, res) => {
      const { accountId: identity } = authOf(req);
      const { id, doc } = await store.update(req.params.id, identity, req.body, now());
      res.json({ device: toDeviceBody(id, doc) });
    },
  );

  router.get('/devices', validate({ query: devicesQuery }), async (req, res) => {
    const { devices, total } = await store.listActive(req.query.limit, req.query.offset);
    res.json({ devices: devices.map(({ id, doc }) => toDeviceBody(id, doc)), total });
  });

  router.get('/devices/:id', validate({ params: deviceParams }), async (req, res) => {
    res.json(await publicDevice(store, req.params.id));
  });

  return router;
}
