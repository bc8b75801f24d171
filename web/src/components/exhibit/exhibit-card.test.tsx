import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import ja from '../../locales/ja.json';
import { changeLanguage } from '../../lib/i18n';
import { summary } from '../../testing/exhibit-fixtures';
import { renderInRouter } from '../../testing/test-utils';
import { ExhibitCard, ExhibitCardSkeletons } from './exhibit-card';
import { CARD_PHOTO_SIZES, ExhibitThumbnail } from './exhibit-thumbnail';
import { photoSrcSet } from './photo-src-set';
import { useExhibitLabels } from './labels';
import { pageWindow } from './page-window';

afterEach(async () => {
  await changeLanguage('ja');
});

describe('photos above the fold', () => {
  it('a card with photoPriority loads its photo at once and first; others lazily', async () => {
    const exhibit = summary(1, { thumbnailUri: '/i/a-thumb.webp' });
    const { container } = await renderInRouter(
      <>
        <ExhibitCard exhibit={exhibit} photoPriority />
        <ExhibitCard exhibit={{ ...exhibit, id: 'e2' }} />
      </>,
    );

    const [first, second] = container.querySelectorAll('img');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(second).toHaveAttribute('loading', 'lazy');
    expect(second).not.toHaveAttribute('fetchpriority');
  });

  it("skeleton cards take a list's place, hidden from assistive technology", async () => {
    const { container } = await renderInRouter(<ExhibitCardSkeletons count={4} />);

    const list = container.querySelector('ul.exhibit-list');
    expect(list).toHaveAttribute('aria-hidden', 'true');
    expect(list?.querySelectorAll('.exhibit-card--skeleton .exhibit-thumbnail--card')).toHaveLength(
      4,
    );
  });
});

describe('ExhibitThumbnail', () => {
  it('when there is an image, then it is 72 px with its text alternative', async () => {
    await renderInRouter(<ExhibitThumbnail uri="https://img.example/a.jpg" alt="机" />);

    const image = screen.getByRole('img', { name: '机' });
    expect(image).toHaveAttribute('src', 'https://img.example/a.jpg');
    expect(image).toHaveAttribute('width', '72');
  });

  it('when there is no image, then a labelled placeholder shows (ja and en)', async () => {
    await renderInRouter(<ExhibitThumbnail uri={null} alt="机" />);
    expect(screen.getByRole('img', { name: ja.exhibitCard.noImage })).toBeInTheDocument();

    await changeLanguage('en');
    expect(await screen.findByRole('img', { name: en.exhibitCard.noImage })).toBeInTheDocument();
  });

  it('when the photo has variants, then srcset offers each width and sizes follows the slot', async () => {
    const variants = [
      { width: 144, uri: '/i/a-w144.webp' },
      { width: 400, uri: '/i/a-w400.webp' },
      { width: 800, uri: '/i/a-w800.webp' },
    ];
    const { unmount } = await renderInRouter(
      <ExhibitThumbnail uri="/i/a-thumb.webp" variants={variants} alt="机" />,
    );
    let image = screen.getByRole('img', { name: '机' });
    expect(image).toHaveAttribute(
      'srcset',
      '/i/a-thumb.webp 72w, /i/a-w144.webp 144w, /i/a-w400.webp 400w, /i/a-w800.webp 800w',
    );
    expect(image).toHaveAttribute('sizes', '72px');
    expect(image).toHaveAttribute('loading', 'lazy');
    unmount();

    await renderInRouter(
      <ExhibitThumbnail uri="/i/a-thumb.webp" variants={variants} alt="机" size="card" />,
    );
    image = screen.getByRole('img', { name: '机' });
    expect(image).toHaveAttribute('sizes', CARD_PHOTO_SIZES);
    // Its box is reserved before it loads: a square.
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['400', '400']);
  });

  it('when the photo was stored before variants existed, then only the thumbnail is offered', async () => {
    await renderInRouter(<ExhibitThumbnail uri="/i/old.webp" alt="机" size="card" />);
    const image = screen.getByRole('img', { name: '机' });
    expect(image).toHaveAttribute('src', '/i/old.webp');
    expect(image).not.toHaveAttribute('srcset');
  });

  it('when the image fails to load, then the placeholder takes its place', async () => {
    await renderInRouter(<ExhibitThumbnail uri="https://img.example/broken.jpg" alt="机" />);

    fireEvent.error(screen.getByRole('img', { name: '机' }));

    expect(screen.getByRole('img', { name: ja.exhibitCard.noImage })).toBeInTheDocument();
  });
});

describe('ExhibitCard', () => {
  it('links the title, and shows actions and extra lines', async () => {
    await renderInRouter(
      <ExhibitCard
        exhibit={summary(7)}
        areaName="北キャンパス"
        href="/manage/exhibit/reuse/ex-7"
        actions={<button type="button">操作</button>}
      >
        <p>追加の行</p>
      </ExhibitCard>,
    );

    expect(screen.getByRole('heading', { level: 2, name: '出品物7' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '出品物7' })).toHaveAttribute(
      'href',
      '/manage/exhibit/reuse/ex-7',
    );
    expect(screen.getByText('北キャンパス')).toBeInTheDocument();
    expect(screen.getByText('2024/05/01 00:00:00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '操作' })).toBeInTheDocument();
    expect(screen.getByText('追加の行')).toBeInTheDocument();
    // Photo first: the card's photo in the sizes of its slot.
    const photo = screen.getByRole('img', {
      name: ja.exhibitCard.imageOf.replace('{{title}}', '出品物7'),
    });
    expect(photo).toHaveAttribute('sizes', CARD_PHOTO_SIZES);
    expect(photo.getAttribute('srcset')).toContain('https://img.example/ex-7_400.jpg 400w');
  });

  it('when the areas do not know its area, then it says the area is unknown', async () => {
    await renderInRouter(<ExhibitCard exhibit={summary(1)} areaName={null} />);
    expect(screen.getByText(ja.exhibitCard.unknownArea)).toBeInTheDocument();
  });

  it('while the area names load, then neither an id nor "unknown" shows', async () => {
    await renderInRouter(<ExhibitCard exhibit={summary(1)} areaName={undefined} />);
    expect(screen.queryByText(ja.exhibitCard.unknownArea)).not.toBeInTheDocument();
    expect(screen.getByText('…')).toHaveAttribute('aria-busy', 'true');
  });
});

describe('useExhibitLabels', () => {
  function Labels() {
    const labels = useExhibitLabels();
    return (
      <p>
        {labels.kind('book')}|{labels.condition('slightly_dirty')}|
        {labels.displayState('contacted')}
      </p>
    );
  }

  it('gives kind, condition and display state labels in the current language', async () => {
    await renderInRouter(<Labels />);
    expect(
      screen.getByText(
        `${ja.exhibitCard.kinds.book}|${ja.exhibitCard.conditions.slightly_dirty}|${ja.exhibitCard.displayStates.contacted}`,
      ),
    ).toBeInTheDocument();

    await changeLanguage('en');
    expect(
      await screen.findByText('Book|Some scratches or stains|In negotiation'),
    ).toBeInTheDocument();
  });
});

describe('photoSrcSet', () => {
  it('lists the thumbnail and each width once, narrowest first', () => {
    expect(
      photoSrcSet('/t.webp', [
        { width: 300, uri: '/a.webp' },
        { width: 144, uri: '/b.webp' },
        { width: 300, uri: '/c.webp' },
      ]),
    ).toBe('/t.webp 72w, /b.webp 144w, /a.webp 300w');
  });
});

describe('pageWindow', () => {
  it('shows every page when there are few', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
  });

  it('shows the first, the last and two either side, with gaps', () => {
    expect(pageWindow(10, 20)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 'gap', 20]);
    expect(pageWindow(4, 20)).toEqual([1, 2, 3, 4, 5, 6, 'gap', 20]);
  });
});
