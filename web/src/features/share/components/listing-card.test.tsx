import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import { device, shareListing } from '../../../lib/share-mode/testing';
import { storedPhoto } from '../../../testing/exhibit-fixtures';
import { fill, renderInRouter } from '../../../testing/test-utils';
import { ListingCard } from './listing-card';

describe('ListingCard', () => {
  it('shows the first photo of the first device that has one, sized for the card', async () => {
    const listing = shareListing({
      title: 'Imaging lab',
      devices: [
        device({ id: 'd1', images: [] }),
        device({ id: 'd2', images: [storedPhoto('devices/d2', 'p1')] }),
      ],
    });
    await renderInRouter(<ListingCard listing={listing} />, { language: 'en' });

    const photo = screen.getByRole('img', {
      name: fill(en.exhibitCard.imageOf, { title: 'Imaging lab' }),
    });
    expect(photo.getAttribute('srcset')).toContain('/api/v1/images/devices/d2/p1-w400.webp 400w');
    expect(photo).toHaveAttribute('sizes', '(max-width: 575.98px) 100vw, 340px');
  });

  it('without any device photo, the card says there is no image', async () => {
    await renderInRouter(<ListingCard listing={shareListing({ devices: [device()] })} />, {
      language: 'en',
    });
    expect(screen.getByRole('img', { name: en.exhibitCard.noImage })).toBeInTheDocument();
  });
});
