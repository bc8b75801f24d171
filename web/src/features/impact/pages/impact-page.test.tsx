import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import ja from '../../../locales/ja.json';
import { stubApi } from '../../../testing/api-stub';
import { CATEGORIES } from '../../../testing/exhibit-fixtures';
import { setUpPageTests } from '../../../testing/page-test';
import { fill, renderRoute } from '../../../testing/test-utils';
import { figures, ITEMS_CHART_SUMMARY, METHOD, NOW, PUBLIC_IMPACT } from '../testing/fixtures';
import { ImpactPage } from './impact-page';

const p = ja.impact.public;
const m = ja.impact.method;

setUpPageTests({ now: NOW });

function withApi(impact = PUBLIC_IMPACT) {
  return stubApi({
    'GET /impact': { body: impact },
    'GET /impact/method': { body: METHOD },
    'GET /categories': { body: CATEGORIES },
  });
}

const render = (path = '/impact', language: 'ja' | 'en' = 'ja') =>
  renderRoute(<ImpactPage />, { pattern: '/impact', path, language });

describe('ImpactPage', () => {
  it('shows the last 12 months to visitors, the CO2 as an estimate', async () => {
    const { calls } = withApi();
    await render();

    expect(screen.getByRole('heading', { level: 1, name: ja.routes.impact })).toBeInTheDocument();
    expect(document.title).toBe(`${ja.routes.impact} | ${ja.app.name}`);
    const co2 = await screen.findByRole('group', { name: ja.impact.figures.kgCO2e });
    expect(co2).toHaveTextContent('1,261.2 kg CO2e');
    expect(within(co2).getByRole('link', { name: ja.impact.estimate })).toHaveAttribute(
      'href',
      '/impact#method',
    );
    expect(screen.getByRole('group', { name: ja.impact.figures.items })).toHaveTextContent('42');
    expect(screen.getByRole('group', { name: ja.impact.figures.yen })).toHaveTextContent(
      '¥1,234,567',
    );
    expect(
      screen.getByText(fill(ja.impact.period, { from: '2025/12', to: '2026/11' })),
    ).toBeInTheDocument();
    expect(calls('GET /impact')).toHaveLength(1);
  });

  it("charts the months as the dashboard does, the CO2 written as on the home page's line", async () => {
    withApi();
    await render();

    const bars = await screen.findByRole('img', {
      name: fill(ja.impact.charts.items.summary, ITEMS_CHART_SUMMARY),
    });
    expect(bars.querySelectorAll('rect')).toHaveLength(12);
    const line = screen.getByRole('img', {
      name: fill(ja.impact.charts.co2.summary, {
        from: '2025/12',
        to: '2026/11',
        total: '1,261.2',
        max: '961.2',
        maxMonth: '2026/10',
      }),
    });
    expect(line.querySelectorAll('circle')).toHaveLength(12);
    // 1261.2345 kg CO2e: "約 1,261.2" on the home page (search's home-page.test.tsx), the same here.
    expect(screen.getByRole('group', { name: ja.impact.figures.kgCO2e })).toHaveTextContent(
      '1,261.2 kg CO2e',
    );
  });

  it('explains the method under #method: the rule, a table of small categories and the sources', async () => {
    withApi();
    await render();

    const heading = screen.getByRole('heading', { level: 2, name: m.heading });
    expect(heading).toHaveAttribute('id', 'method');
    const method = screen.getByRole('region', { name: m.heading });
    expect(method).toHaveTextContent(m.rule);
    expect(method).toHaveTextContent(m.weight);
    expect(method).toHaveTextContent(m.estimate);
    expect(
      await within(method).findByText(
        fill(m.fallback, { factor: '0.51', source: 'WRAP「Benefits of Reuse」ツール（2011年）' }),
      ),
    ).toBeInTheDocument();

    const table = within(method).getByRole('table', { name: m.caption });
    // Small categories by their names in the lookups.
    const desk = (await within(table).findByRole('cell', { name: '机' })).closest('tr');
    expect(
      within(desk as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '机',
      '35',
      fill(m.sourceRef, { number: 2 }),
      '0.51',
      fill(m.sourceRef, { number: 1 }),
    ]);
    expect(within(table).getByRole('cell', { name: '教科書' })).toBeInTheDocument();
    expect(
      within(desk as HTMLElement).getByRole('link', { name: fill(m.sourceRef, { number: 1 }) }),
    ).toHaveAttribute('href', '#impact-source-wrap');

    // The sources in the reader's language, linked where published.
    const sources = within(method).getAllByRole('listitem');
    expect(sources.map((item) => item.id)).toEqual(['impact-source-wrap', 'impact-source-campus']);
    const wrap = within(sources[0]!).getByRole('link', { name: /WRAP「Benefits of Reuse」ツール/ });
    expect(wrap).toHaveAttribute(
      'href',
      'https://www.wrap.ngo/resources/tool/benefits-of-reuse-tool',
    );
    expect(wrap).toHaveAttribute('target', '_blank');
    expect(sources[1]).toHaveTextContent('標準的な 1 点の推計');
    expect(within(sources[1]!).queryByRole('link')).toBeNull();
  });

  it('when nothing was handed over yet, then it says so (the method still shows)', async () => {
    withApi({ ...PUBLIC_IMPACT, totals: figures() });
    await render();

    expect(
      await screen.findByText(fill(p.empty, { from: '2025/12', to: '2026/11' })),
    ).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: ja.impact.figures.kgCO2e })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: m.heading })).toBeInTheDocument();
  });

  it('speaks English when English is chosen', async () => {
    withApi();
    await render('/impact#method', 'en');

    expect(screen.getByRole('heading', { level: 1, name: 'Reuse impact' })).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'CO2 avoided (estimate)' })).toHaveTextContent(
      '1,261.2 kg CO2e',
    );
    expect(
      screen.getByRole('heading', { level: 2, name: en.impact.method.heading }),
    ).toHaveAttribute('id', 'method');
    expect(await screen.findByRole('cell', { name: 'Desks' })).toBeInTheDocument();
  });
});
