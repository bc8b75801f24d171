import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import { resetApiStub, stubApi } from '../../testing/api-stub';
import { DEVICE_CATEGORIES } from '../../testing/exhibit-fixtures';
import { renderInRouter } from '../../testing/test-utils';
import { DeviceFacts } from './device-facts';
import { device } from '../../lib/share-mode/testing';

afterEach(() => resetApiStub());

const LOOKUPS = {
  'GET /categories': { body: DEVICE_CATEGORIES },
  'GET /areas': { body: { areas: [] } },
  'GET /areas/north/buildings': { body: { buildings: [] } },
};

describe('DeviceFacts', () => {
  it("names the device's category in the language shown", async () => {
    stubApi(LOOKUPS);
    await renderInRouter(<DeviceFacts device={device({ categoryId: 'centrifuge' })} />, {
      language: 'en',
    });
    const term = screen.getByText(en.share.device.category, { selector: 'dt' });
    expect(await screen.findByText('Centrifuge')).toBe(term.nextElementSibling);
  });

  it('leaves the category out when the device has none', async () => {
    stubApi(LOOKUPS);
    await renderInRouter(<DeviceFacts device={device({ categoryId: '' })} />, { language: 'en' });
    expect(screen.getByText(en.share.device.place, { selector: 'dt' })).toBeInTheDocument();
    expect(screen.queryByText(en.share.device.category, { selector: 'dt' })).toBeNull();
  });
});
