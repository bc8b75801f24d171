import { paths } from '../../../lib/paths';

/** The edit address of a device: the create page with `?id=`. */
export const editHref = (id: string) =>
  `${paths.lenderDeviceCreate.getHref()}?id=${encodeURIComponent(id)}`;
