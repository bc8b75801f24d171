import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderInRouter } from '../../../testing/test-utils';
import { FavoriteButton } from './favorite-button';

/** An exhibit page's button, whose data is fetched again when "refetched" is pressed. */
function Refetched() {
  const [mine, setMine] = useState(false);
  return (
    <>
      <FavoriteButton exhibitId="ex-1" isFavorite={mine} count={mine ? 3 : 2} signedIn />
      <button type="button" onClick={() => setMine(true)}>
        refetched
      </button>
    </>
  );
}

describe('FavoriteButton', () => {
  it("when the page's data is fetched again and says otherwise, then the toggle follows it", async () => {
    // A server-rendered exhibit's anonymous answer, then the signed-in reader's own.
    await renderInRouter(<Refetched />);
    expect(await screen.findByRole('button', { pressed: false })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'refetched' }));

    expect(await screen.findByRole('button', { pressed: true })).toBeInTheDocument();
  });
});
