import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { device, NOW, shareListing } from '../../../lib/share-mode/testing';
import { stubApi } from '../../../testing/api-stub';
import { AREAS, BUILDINGS, storedPhoto } from '../../../testing/exhibit-fixtures';
import { renderApp } from '../../../testing/test-utils';
import { setUpPageTests } from '../../../testing/page-test';

vi.mock('../../../lib/firebase-loader', () => import('../../../testing/firebase-never-loads'));

setUpPageTests({ now: NOW, quietWarnings: true });

const PHOTO = storedPhoto('devices/dev-1', 'p1');

describe('/exhibits/{id} of a share listing: device photos', () => {
  it('shows each device its own photos, and none for a device without', async () => {
    const plate = device({ id: 'dev-2', name: 'Plate reader' });
    stubApi({
      'GET /exhibits/sx-1': {
        body: { exhibit: shareListing({ devices: [device({ images: [PHOTO] }), plate] }) },
      },
      'GET /devices/dev-1/availability': { body: { busy: [] } },
      'GET /devices/dev-2/availability': { body: { busy: [] } },
      'GET /areas': { body: AREAS },
      'GET /areas/north/buildings': { body: BUILDINGS },
    });
    await renderApp('/exhibits/sx-1', 'en');
    const scope = within(await screen.findByRole('article', { name: 'Confocal microscope' }));
    const img = scope.getByRole('img', { name: 'Confocal microscope: photo 1 of 1' });
    expect(img).toHaveAttribute('src', PHOTO.thumbnailUri);
    expect(img.closest('a')).toHaveAttribute('href', PHOTO.uri);
    const other = within(screen.getByRole('article', { name: 'Plate reader' }));
    expect(other.queryByRole('list', { name: 'Photos of Plate reader' })).not.toBeInTheDocument();
  });
});
