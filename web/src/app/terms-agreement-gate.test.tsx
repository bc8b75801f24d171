import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../lib/api-client';
import { session } from '../lib/session';
import { termsGate } from '../lib/terms-gate';
import { apiError, stubApi } from '../testing/api-stub';
import { setUpPageTests } from '../testing/page-test';
import { renderInRouter, signIn, testProfile } from '../testing/test-utils';
import { TermsAgreementGate } from './terms-agreement-gate';

vi.mock('../lib/firebase-loader', () => import('../testing/firebase-never-loads'));
setUpPageTests();

const terms = (termsVersion: number) => ({
  body: {
    content: {
      slug: 'terms',
      lang: 'ja',
      title: '利用規約',
      body: `## 第1条（目的） {#purpose}\n\n第${termsVersion}版の本文`,
      version: termsVersion,
      updatedAt: '2027-01-05T03:00:00.000Z',
      termsVersion,
    },
  },
});
const profile = (agreedVersion: number, currentVersion: number) => ({
  ...testProfile(),
  terms: { agreedVersion, currentVersion },
});

describe('TermsAgreementGate', () => {
  it('when the profile agreed to older terms, then the new ones are shown and agreeing records the version shown', async () => {
    const user = userEvent.setup();
    signIn({ profile: profile(1, 2) });
    const api = stubApi({
      'GET /contents/terms': terms(2),
      'POST /home/me/terms': { body: { ...profile(2, 2), signedUp: true } },
    });
    await renderInRouter(<TermsAgreementGate />);

    const dialog = await screen.findByRole('dialog', { name: '利用規約が改定されました' });
    expect(await within(dialog).findByText('第2版の本文')).toBeInTheDocument();
    // The text of the version the profile names: no cached older answer.
    expect(api.calls('GET /contents/terms')[0]?.query.get('v')).toBe('2');
    await user.click(within(dialog).getByRole('button', { name: '同意する' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('POST /home/me/terms')[0]?.body).toEqual({ termsVersion: 2 });
    expect(session.get().profile?.terms).toEqual({ agreedVersion: 2, currentVersion: 2 });
  });

  it('when "later" is chosen, then the dialog closes until a write is refused for the terms', async () => {
    const user = userEvent.setup();
    signIn({ profile: profile(1, 2) });
    stubApi({ 'GET /contents/terms': terms(2), 'GET /home/me': { body: profile(1, 2) } });
    await renderInRouter(<TermsAgreementGate />);
    await user.click(await screen.findByRole('button', { name: 'あとで' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => termsGate.refused());
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    act(() => termsGate.reset());
  });

  it('when the terms changed again while the user read them, then the latest text is fetched and shown', async () => {
    const user = userEvent.setup();
    signIn({ profile: profile(1, 2) });
    const api = stubApi({
      'GET /contents/terms': (request) => {
        const version = Number(request.query.get('v'));
        return new Response(JSON.stringify(terms(version).body), {
          headers: { 'Content-Type': 'application/json' },
        });
      },
      'POST /home/me/terms': apiError(409, 'terms_changed'),
      'GET /home/me': { body: { ...profile(1, 3), signedUp: true } },
    });
    await renderInRouter(<TermsAgreementGate />);
    await screen.findByText('第2版の本文');
    await user.click(screen.getByRole('button', { name: '同意する' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('利用規約がさらに更新されました');
    expect(await screen.findByText('第3版の本文')).toBeInTheDocument();
    expect(api.calls('GET /contents/terms').map((call) => call.query.get('v'))).toEqual(['2', '3']);
  });

  it('when the API refuses a write with terms_not_accepted, then the gate asks', async () => {
    signIn({ profile: profile(2, 2) });
    stubApi({ 'POST /home/favorites/e1': apiError(403, 'terms_not_accepted') });
    await expect(api.post('/home/favorites/e1')).rejects.toMatchObject({
      code: 'terms_not_accepted',
    });
    expect(termsGate.get()).toBe('refused');
    termsGate.reset();
  });

  it('when the user agreed to the current terms, then nothing shows', async () => {
    signIn({ profile: profile(2, 2) });
    stubApi({});
    const { container } = await renderInRouter(<TermsAgreementGate />);
    expect(container).toBeEmptyDOMElement();
  });
});
