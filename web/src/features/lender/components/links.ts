import { paths } from '../../../lib/paths';

/** The edit address of a device: the create page with `?id=`. */
export const editHref = (id: string) =>
  `${paths.lenderDeviceCreate.getHref()}?id=${encodeURIComponent(id)}`;

/**
 * The absolute address a device's check-in code holds: its page in share mode with the check-in
 * panel open (`?checkin=1`), on this site (`origin`, e.g. `https://campus.example`).
 */
export const checkInUrl = (origin: string, deviceId: string) =>
  `${origin}${paths.shareDevice.getHref(deviceId)}?checkin=1`;
