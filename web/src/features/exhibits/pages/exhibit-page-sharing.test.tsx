import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import ja from '../../../locales/ja.json';
import { applyBodyMode, modeStore } from '../../../lib/mode';
import { device, NOW, shareListing } from '../../../lib/share-mode/testing';
import type { ShareListing } from '../../../lib/share-mode/types';
import { stubApi } from '../../../testing/api-stub';
import { AREAS, BUILDINGS, comments, detail } from '../../../testing/exhibit-fixtures';
import { factIn, renderApp, signIn } from '../../../testing/test-utils';
import { setUpPageTests } from '../../../testing/page-test';

vi.mock('../../../lib/firebase-loader', () => import('../../../testing/firebase-never-loads'));

const s = en.exhibit.sharing;
const PATH = '/exhibits/sx-1';
// Tuesday 2030-05-07 10:00–11:30 Tokyo.
const BUSY = { start: '2030-05-07T01:00:00.000Z', end: '2030-05-07T02:30:00.000Z' };

const PLATE_READER = device({
  id: 'dev-2',
  name: 'Plate reader',
  description: 'Reads 96-well plates.',
  usageNotes: '',
  feePerHour: 0,
  requiresApproval: false,
  rules: { ...device().rules, closures: [] },
});

setUpPageTests({ now: NOW, quietWarnings: true });

function withApi(listing: Partial<ShareListing> = {}) {
  return stubApi({
    'GET /exhibits/sx-1': {
      body: { exhibit: shareListing({ devices: [device(), PLATE_READER], ...listing }) },
    },
    'GET /devices/dev-1/availability': { body: { busy: [BUSY] } },
    'GET /devices/dev-2/availability': { body: { busy: [] } },
    'GET /areas': { body: AREAS },
    'GET /areas/north/buildings': { body: BUILDINGS },
  });
}

const open = async (language: 'en' | 'ja' = 'en') => {
  const result = await renderApp(PATH, language);
  await screen.findByRole('heading', { level: 1, name: 'Microscopes of the imaging lab' });
  return result;
};

const deviceCard = (name: string) => within(screen.getByRole('article', { name }));

describe('ExhibitPage of a share listing (type sharing)', () => {
  it('shows the description, the owner and per device its facts, week and a Reserve link', async () => {
    const { calls } = withApi();
    await open();

    await waitFor(() => expect(document.title).toContain('Microscopes of the imaging lab'));
    expect(screen.getByText('Two microscopes for imaging.')).toBeInTheDocument();
    const owner = screen.getByRole('region', { name: en.exhibit.owner.heading });
    expect(owner).toHaveTextContent('Imaging lab');
    expect(owner).toHaveTextContent(en.exhibit.owner.group);
    expect(screen.getByText('2030/05/01 09:00:00')).toBeInTheDocument();

    const scope = deviceCard('Confocal microscope');
    expect(scope.getByRole('link', { name: 'Reserve Confocal microscope' })).toHaveAttribute(
      'href',
      '/share/dev-1',
    );
    expect(factIn(scope, 'Fee')?.textContent).toBe('¥1,200 per hour');
    expect(factIn(scope, 'Approval')?.textContent).toBe('Needs approval');
    expect(factIn(scope, 'Bookable hours')?.textContent).toBe('09:00–18:00');
    await waitFor(() =>
      expect(factIn(scope, 'Place')?.textContent).toBe('North campus / Engineering Bldg. 1 / 301'),
    );
    expect(scope.getByText('Wear gloves.')).toBeInTheDocument();
    const week = scope.getByRole('region', { name: 'The week of Confocal microscope' });
    const tuesday = within(week).getByRole('list', { name: 'Tue 2030/05/07' });
    expect(
      await within(tuesday).findByRole('listitem', { name: '10:00–11:30 booked' }),
    ).toBeInTheDocument();
    expect(calls('GET /devices/dev-1/availability')[0]?.query.get('from')).toBe(
      '2030-05-06T00:00:00+09:00',
    );

    const reader = deviceCard('Plate reader');
    expect(reader.getByRole('link', { name: 'Reserve Plate reader' })).toHaveAttribute(
      'href',
      '/share/dev-2',
    );
    expect(factIn(reader, 'Fee')?.textContent).toBe('Free');
    expect(factIn(reader, 'Approval')?.textContent).toBe(en.share.device.direct);
    expect(reader.getByText('Reads 96-well plates.')).toBeInTheDocument();
    expect(reader.getByRole('region', { name: 'The week of Plate reader' })).toBeInTheDocument();
    await waitFor(() => expect(calls('GET /devices/dev-2/availability')).toHaveLength(1));

    // No reuse parts: items, favorites, contact, comments.
    expect(screen.queryByRole('region', { name: en.exhibit.items.heading })).toBeNull();
    expect(calls('GET /exhibits/sx-1/comments')).toHaveLength(0);
    // The share theme, and no management link for a visitor.
    expect(document.body).toHaveClass('share');
    expect(document.body).not.toHaveClass('reuse');
    expect(screen.queryByRole('link', { name: s.manage })).toBeNull();
  });

  it('in Japanese, with no bookable device, says so', async () => {
    withApi({ devices: [] });
    await open('ja');

    expect(screen.getByText(ja.exhibit.sharing.noDevices)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /予約する/ })).toBeNull();
  });

  it('its owner sees that it is unpublished, with the way to manage it', async () => {
    signIn();
    withApi({ isOwner: true, published: false, publishedAt: null });
    await open();

    expect(screen.getByText(s.unpublished, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: s.manage })).toHaveAttribute(
      'href',
      '/manage/exhibit/share/sx-1',
    );
    // Signed in, the owner's name links to its account card.
    const owner = screen.getByRole('region', { name: en.exhibit.owner.heading });
    expect(within(owner).getByRole('link', { name: 'Imaging lab' })).toHaveAttribute(
      'href',
      '/manage/account/lab-b',
    );
    // Nobody reports their own listing.
    expect(screen.queryByRole('button', { name: en.moderation.report.button })).toBeNull();
  });

  it('another signed-in user may report the listing', async () => {
    signIn();
    withApi();
    await open();

    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: en.moderation.report.button }));
    expect(
      await screen.findByRole('dialog', { name: 'Report: Share listing' }),
    ).toBeInTheDocument();
  });

  it('a reuse exhibit shows the reuse page and theme, also when reached from a share page', async () => {
    stubApi({
      'GET /exhibits/sx-1': { body: { exhibit: detail({ id: 'sx-1' }) } },
      'GET /exhibits/sx-1/comments': { body: comments([]) },
      'GET /areas': { body: AREAS },
      'GET /areas/north/buildings': { body: BUILDINGS },
      'GET /categories': { body: { categories: [] } },
    });
    modeStore.set('share');
    applyBodyMode('share');
    await renderApp(PATH, 'en');

    expect(
      await screen.findByRole('region', { name: en.exhibit.items.heading }),
    ).toBeInTheDocument();
    expect(document.body).toHaveClass('reuse');
    expect(document.body).not.toHaveClass('share');
  });
});
