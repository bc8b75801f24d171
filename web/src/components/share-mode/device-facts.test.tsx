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

  it.each([
    [{ required: true, idleDays: null }, en.share.device.qualifiedOnly],
    [{ required: true, idleDays: 30 }, 'Qualified users only (lapses after 30 days without use)'],
  ])('lists who may book a device for qualified users only (%j)', async (rule, words) => {
    stubApi(LOOKUPS);
    await renderInRouter(<DeviceFacts device={device({ qualification: rule })} />, {
      language: 'en',
    });
    const term = screen.getByText(en.share.device.qualification, { selector: 'dt' });
    expect(term.nextElementSibling).toHaveTextContent(words);
  });

  it('says nothing of qualifications, assistance or reports when anyone may book, unassisted', async () => {
    stubApi(LOOKUPS);
    await renderInRouter(<DeviceFacts device={device()} />, { language: 'en' });
    expect(screen.getByText(en.share.device.approval, { selector: 'dt' })).toBeInTheDocument();
    expect(screen.queryByText(en.share.device.qualification, { selector: 'dt' })).toBeNull();
    expect(screen.queryByText(en.share.device.assistance, { selector: 'dt' })).toBeNull();
    expect(screen.queryByText(en.share.device.usageReports, { selector: 'dt' })).toBeNull();
    expect(screen.queryByText(en.share.device.outsideFees, { selector: 'dt' })).toBeNull();
  });

  it('says that its staff assist on request, and for what fee', async () => {
    stubApi(LOOKUPS);
    const assistance = { offered: true, feePerSlot: 750, staffIds: ['tech'] };
    await renderInRouter(<DeviceFacts device={device({ assistance })} />, { language: 'en' });
    const term = screen.getByText(en.share.device.assistance, { selector: 'dt' });
    expect(term.nextElementSibling).toHaveTextContent(
      'Staff assist on request (¥750 per 15 minutes)',
    );
  });

  it('says that its users report each session, and within how many days', async () => {
    stubApi(LOOKUPS);
    const usageReports = { required: true, withinDays: 7, acknowledgement: 'JSPS 12345' };
    await renderInRouter(<DeviceFacts device={device({ usageReports })} />, { language: 'en' });
    const term = screen.getByText(en.share.device.usageReports, { selector: 'dt' });
    expect(term.nextElementSibling).toHaveTextContent('Users report each session within 7 days');
  });

  it('gives the fees of users from other universities and companies when the device sets them', async () => {
    stubApi(LOOKUPS);
    const outsideFees = { academic: 1500, industry: 3000 };
    await renderInRouter(<DeviceFacts device={device({ outsideFees })} />, { language: 'en' });
    const term = screen.getByText(en.share.device.outsideFees, { selector: 'dt' });
    expect(term.nextElementSibling).toHaveTextContent(
      'Other universities: ¥1,500/h, Companies: ¥3,000/h',
    );
  });

  it('leaves the category out when the device has none', async () => {
    stubApi(LOOKUPS);
    await renderInRouter(<DeviceFacts device={device({ categoryId: '' })} />, { language: 'en' });
    expect(screen.getByText(en.share.device.place, { selector: 'dt' })).toBeInTheDocument();
    expect(screen.queryByText(en.share.device.category, { selector: 'dt' })).toBeNull();
  });
});
