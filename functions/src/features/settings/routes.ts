import { Router } from 'express';
import type { RemoteSettingsResponse } from '../../model/remote-settings-types';
import type { RemoteSettingsSource } from './sources';

/**
 * `GET /settings` (public): the remote settings the API enforces right now (`RemoteSettings`). On the
 * emulators the web app reads its settings here (there is no Remote Config emulator); deployed,
 * it fetches them from Remote Config and asks here only to confirm a maintenance mode.
 */
export function settingsRouter(settings: RemoteSettingsSource): Router {
  const router = Router();
  router.get('/settings', async (_req, res) => {
    const body: RemoteSettingsResponse = await settings();
    // Never cached: a switch flipped by the operator (or a test) shows on the next page load.
    res.set('Cache-Control', 'no-store').json(body);
  });
  return router;
}
