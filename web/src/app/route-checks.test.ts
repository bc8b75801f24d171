import { describe, expect, it } from 'vitest';
import { paths, type RouteName } from '../lib/paths';
import { paramCheckOf } from './route-checks';

describe('paramCheckOf', () => {
  it('when a route has parameters, then its path names the check; other routes have none', () => {
    const checks = Object.fromEntries(
      (Object.keys(paths) as RouteName[])
        .map((name) => [name, paramCheckOf(paths[name].path)] as const)
        .filter(([, check]) => check !== null),
    );

    expect(checks).toEqual({
      exhibit: 'optionalId',
      shareDevice: 'id',
      wantedPost: 'id',
      notificationTodo: 'role',
      notificationNotice: 'role',
      notificationUnread: 'role',
      accountDetail: 'id',
      wantedEdit: 'id',
      backofficeFundsDetail: 'id',
      backofficeJunkDetail: 'id',
      reuseExhibit: 'id',
      reuseExhibitEdit: 'id',
      shareExhibit: 'id',
      shareExhibitEdit: 'id',
      ownerChat: 'optionalId',
      customerChat: 'optionalId',
      lenderDeviceQualifications: 'id',
      lenderDeviceFacility: 'id',
      userUsageReport: 'id',
      userRegistration: 'id',
    });
  });

  it('when a path has a parameter, then it is an id the check covers', () => {
    for (const { path } of Object.values(paths)) {
      if (path.includes(':')) expect(path).toMatch(/\/:id(\?$|\/|$)/);
    }
  });
});
