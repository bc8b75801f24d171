import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import ja from '../../../locales/ja.json';
import { saveBlob } from '../../../lib/save-blob';
import { apiError, stubApi, validationError, type StubAnswer } from '../../../testing/api-stub';
import { setUpPageTests } from '../../../testing/page-test';
import { fieldErrorOf, fill, renderRoute, signIn } from '../../../testing/test-utils';
import { figures, impactResponse, ITEMS_CHART_SUMMARY, LOOKUPS, NOW } from '../testing/fixtures';
import { ImpactDashboardPage } from './impact-dashboard-page';

// The download helper (a temporary link): the page must hand it the CSV and its name.
vi.mock('../../../lib/save-blob', () => ({ saveBlob: vi.fn() }));

const d = ja.impact.dashboard;
const PATH = '/manage/backoffice/impact';

setUpPageTests({ now: NOW });

function withApi(answer: StubAnswer | StubAnswer[] = { body: impactResponse() }) {
  return stubApi({ 'GET /home/backoffice/impact': answer, ...LOOKUPS });
}

const render = (path = PATH, language: 'ja' | 'en' = 'ja') => {
  signIn({ roles: ['junk_inquiry'] });
  return renderRoute(<ImpactDashboardPage />, { pattern: PATH, path, language });
};

const tile = (name: string) => screen.getByRole('group', { name });

describe('ImpactDashboardPage', () => {
  it('shows the last 12 months: tiles, the CO2 marked as an estimate, charts and breakdowns', async () => {
    const { calls } = withApi();
    await render();

    expect(
      screen.getByRole('heading', { level: 1, name: ja.routes.backofficeImpact }),
    ).toBeInTheDocument();
    const co2 = await screen.findByRole('group', { name: ja.impact.figures.kgCO2e });
    expect(co2).toHaveTextContent('1,261.2 kg CO2e');
    expect(within(co2).getByRole('link', { name: ja.impact.estimate })).toHaveAttribute(
      'href',
      '/impact#method',
    );
    expect(tile(ja.impact.figures.items)).toHaveTextContent('42 点');
    expect(tile(ja.impact.figures.exhibits)).toHaveTextContent('17 件');
    expect(tile(ja.impact.figures.yen)).toHaveTextContent('¥1,234,567');
    expect(tile(ja.impact.figures.kg)).toHaveTextContent('512.3 kg');
    expect(tile(ja.impact.figures.deviceHours)).toHaveTextContent('36.5 時間');
    expect(
      screen.getByText(fill(ja.impact.period, { from: '2025/12', to: '2026/11' })),
    ).toBeInTheDocument();
    expect(calls('GET /home/backoffice/impact')[0]?.query.toString()).toBe(
      'from=2025-12&to=2026-11',
    );

    // Items per month as bars, CO2 per month as a line, each named by what it shows.
    const bars = screen.getByRole('img', {
      name: fill(ja.impact.charts.items.summary, ITEMS_CHART_SUMMARY),
    });
    expect(bars.querySelectorAll('rect')).toHaveLength(12);
    const line = screen.getByRole('img', { name: /^折れ線グラフ: 2025\/12〜2026\/11/ });
    expect(line.querySelectorAll('circle')).toHaveLength(12);
    expect(line).toHaveAccessibleName(/最も多いのは 2026\/10 の 961\.2 kg CO2e/);

    // The breakdowns, by name (an id the lookups do not know stands for itself).
    const campuses = await screen.findByRole('table', { name: d.byCampus });
    await within(campuses).findByText('北キャンパス');
    expect(within(campuses).getByText('west')).toBeInTheDocument();
    expect(
      within(campuses).getByRole('columnheader', { name: ja.impact.columns.deviceHours }),
    ).toBeInTheDocument();
    const faculties = screen.getByRole('table', { name: d.byFaculty });
    await within(faculties).findByText('工学部');
    expect(within(faculties).getByText(ja.impact.noFaculty)).toBeInTheDocument();
    expect(
      within(faculties).queryByRole('columnheader', { name: ja.impact.columns.deviceHours }),
    ).toBeNull();
    await within(screen.getByRole('table', { name: d.byCategory })).findByText('家具');
  });

  it('with a faculty or category chosen, device hours are not counted: a dash, and why', async () => {
    withApi({
      body: impactResponse({
        filters: { campus: null, faculty: 'eng', category: null },
        totals: figures({ items: 30, kgCO2e: 1000, deviceHours: null }),
      }),
    });
    await render(`${PATH}?faculty=eng`);

    const hours = await screen.findByRole('group', { name: ja.impact.figures.deviceHours });
    expect(hours.querySelector('.impact-tile__value')).toHaveTextContent(/^—$/);
    expect(screen.getByText(d.hoursNote)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: d.faculty })).toHaveDisplayValue('工学部'),
    );
  });

  it('puts a changed filter or month in the address and asks for it', async () => {
    const { calls } = withApi();
    const user = userEvent.setup();
    const { router } = await render();
    await screen.findByRole('group', { name: ja.impact.figures.kgCO2e });

    const campus = screen.getByRole('combobox', { name: d.campus });
    expect(campus).toHaveDisplayValue(d.all);
    await user.selectOptions(
      campus,
      await within(campus).findByRole('option', { name: '北キャンパス' }),
    );
    await waitFor(() => expect(router.state.location.search).toBe('?campus=north'));
    await waitFor(() =>
      expect(calls('GET /home/backoffice/impact').at(-1)?.query.get('campus')).toBe('north'),
    );

    const from = screen.getByLabelText(d.from);
    expect(from).toHaveValue('2025-12');
    expect(screen.getByLabelText(d.to)).toHaveValue('2026-11');
    fireEvent.change(from, { target: { value: '2026-04' } });
    await waitFor(() =>
      expect(router.state.location.search).toBe('?from=2026-04&to=2026-11&campus=north'),
    );
    await waitFor(() =>
      expect(calls('GET /home/backoffice/impact').at(-1)?.query.toString()).toBe(
        'from=2026-04&to=2026-11&campus=north',
      ),
    );

    await user.selectOptions(
      screen.getByRole('combobox', { name: d.faculty }),
      ja.impact.noFaculty,
    );
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?from=2026-04&to=2026-11&campus=north&faculty=none',
      ),
    );
  });

  it('when the API refuses the range (400 at query.to), then the reason shows under "To"', async () => {
    withApi(validationError([{ location: 'query.to', message: 'The range is at most 12 months' }]));
    await render(`${PATH}?from=2024-01&to=2026-11`);

    const to = screen.getByLabelText(d.to);
    await waitFor(() => expect(fieldErrorOf(to)).toBe(fill(d.errors.tooLong, { max: 12 })));
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(fieldErrorOf(screen.getByLabelText(d.from))).toBeNull();
    // Nothing to show, nothing to download.
    expect(screen.queryByRole('group', { name: ja.impact.figures.kgCO2e })).toBeNull();
    expect(screen.getByRole('button', { name: d.csv })).toBeDisabled();
  });

  it('when the range ends before it starts, then "To" says so', async () => {
    withApi(
      validationError([{ location: 'query.to', message: 'The range ends before it starts' }]),
    );
    await render(`${PATH}?from=2026-05&to=2026-03`);

    await waitFor(() => expect(fieldErrorOf(screen.getByLabelText(d.to))).toBe(d.errors.order));
  });

  it('downloads the CSV of what is shown through the download helper, named by its range', async () => {
    stubApi({
      'GET /home/backoffice/impact': { body: impactResponse() },
      'GET /home/backoffice/impact.csv': () =>
        new Response('month,campus\r\n2026-01,North\r\n', {
          status: 200,
          headers: { 'Content-Type': 'text/csv; charset=utf-8' },
        }),
      ...LOOKUPS,
    });
    const user = userEvent.setup();
    await render(`${PATH}?from=2026-01&to=2026-03&category=furniture`);
    await screen.findByRole('group', { name: ja.impact.figures.kgCO2e });

    await user.click(screen.getByRole('button', { name: d.csv }));

    await waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(1));
    const [blob, name] = vi.mocked(saveBlob).mock.calls[0]!;
    expect(name).toBe('impact_2026-01_2026-03.csv');
    expect(await blob.text()).toBe('month,campus\r\n2026-01,North\r\n');
  });

  it('asks for the CSV with the same query, the language and the token', async () => {
    const { calls } = stubApi({
      'GET /home/backoffice/impact': { body: impactResponse() },
      'GET /home/backoffice/impact.csv': () => new Response('x', { status: 200 }),
      ...LOOKUPS,
    });
    const user = userEvent.setup();
    await render(`${PATH}?campus=north`, 'en');
    await screen.findByRole('group', { name: en.impact.figures.kgCO2e });

    await user.click(screen.getByRole('button', { name: en.impact.dashboard.csv }));

    await waitFor(() => expect(calls('GET /home/backoffice/impact.csv')).toHaveLength(1));
    const [request] = calls('GET /home/backoffice/impact.csv');
    expect(request?.query.toString()).toBe('from=2025-12&to=2026-11&campus=north&lang=en');
    expect(request?.headers.get('Authorization')).toBe('Bearer test-token');
  });

  it('when the CSV fails, then it says so', async () => {
    stubApi({
      'GET /home/backoffice/impact': { body: impactResponse() },
      'GET /home/backoffice/impact.csv': { status: 500, body: null },
      ...LOOKUPS,
    });
    const user = userEvent.setup();
    await render();
    await screen.findByRole('group', { name: ja.impact.figures.kgCO2e });
    await user.click(screen.getByRole('button', { name: d.csv }));
    expect(await screen.findByRole('alert')).toHaveTextContent(d.csvFailed);
  });

  it('when nothing was handed over in the range, then it says so', async () => {
    withApi({
      body: impactResponse({
        totals: figures(),
        months: impactResponse().months.map(({ month }) => ({ month, ...figures() })),
        byCampus: [],
        byFaculty: [],
        byCategory: [],
      }),
    });
    await render();

    expect(
      await screen.findByText(fill(d.empty, { from: '2025/12', to: '2026/11' })),
    ).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('without an officer role, then it says so at once and asks nothing', async () => {
    const { calls } = withApi();
    signIn();
    await renderRoute(<ImpactDashboardPage />, { pattern: PATH, path: PATH });

    expect(screen.getByRole('alert')).toHaveTextContent(d.forbidden);
    expect(screen.queryByRole('button', { name: d.csv })).toBeNull();
    expect(calls('GET /home/backoffice/impact')).toHaveLength(0);
  });

  it('when the server refuses the role (403), then it says so with none of the tools', async () => {
    withApi(apiError(403, 'forbidden'));
    await render();

    expect(await screen.findByRole('alert')).toHaveTextContent(d.forbidden);
    expect(screen.queryByRole('button', { name: d.csv })).toBeNull();
    expect(screen.queryByRole('combobox', { name: d.campus })).toBeNull();
  });

  it('speaks English when English is chosen', async () => {
    withApi();
    await render(PATH, 'en');

    expect(
      screen.getByRole('heading', { level: 1, name: en.routes.backofficeImpact }),
    ).toBeInTheDocument();
    const co2 = await screen.findByRole('group', { name: 'CO2 avoided (estimate)' });
    expect(co2).toHaveTextContent('1,261.2 kg CO2e');
    expect(
      screen.getByRole('img', { name: /^Bar chart of items handed over per month/ }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(en.impact.dashboard.to)).toHaveValue('2026-11');
    await within(screen.getByRole('table', { name: en.impact.dashboard.byFaculty })).findByText(
      'University-wide and other',
    );
  });
});
