import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ja from '../locales/ja.json';
import { renderApp, resetShell, signIn } from '../testing/test-utils';

// A page that fails to render, and (when told) an error page that fails too.
const failures = vi.hoisted(() => ({ errorPage: false }));

vi.mock('../features/share-exhibits/pages/share-exhibit-create-page', () => ({
  ShareExhibitCreatePage: () => {
    throw new Error('page failed');
  },
}));

vi.mock('../features/errors/pages/route-error-page', async (importOriginal) => {
  const original =
    await importOriginal<typeof import('../features/errors/pages/route-error-page')>();
  return {
    RouteErrorPage: () => {
      if (failures.errorPage) throw new Error('error page failed');
      return <original.RouteErrorPage />;
    },
  };
});

beforeEach(() => {
  // The errors are expected; keep the output readable.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  signIn();
});

afterEach(() => {
  failures.errorPage = false;
  resetShell();
});

describe('route errors', () => {
  it('when a page fails, then the error page shows inside the layout', async () => {
    await renderApp('/manage/exhibit/share/create');

    expect(
      await screen.findByRole('heading', { level: 1, name: ja.routeError.title }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: ja.routeError.home })).toHaveAttribute('href', '/');
    expect(screen.getByRole('navigation', { name: ja.menu.label })).toBeInTheDocument();
  });

  it('when the error page fails too, then a message with a link home shows', async () => {
    failures.errorPage = true;
    await renderApp('/manage/exhibit/share/create');

    expect(
      await screen.findByRole('heading', { level: 1, name: ja.layout.fatalError.title }),
    ).toBeInTheDocument();
    expect(screen.getByText(ja.layout.fatalError.message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: ja.layout.fatalError.home })).toHaveAttribute(
      'href',
      '/',
    );
  });
});
