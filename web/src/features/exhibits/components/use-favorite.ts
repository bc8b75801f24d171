import { useCallback, useRef, useState } from 'react';
import { errorMessageKey, type ErrorMessageKey } from '../../../lib/api-client';
import { addFavorite } from '../../../lib/favorites/add-favorite';
import { removeFavorite } from '../../../lib/favorites/remove-favorite';

export interface FavoriteState {
  isFavorite: boolean;
  count: number;
}

/**
 * The favorite toggle of an exhibit, optimistic: the mark and the count change at once, the call
 * follows, and a failure puts both back and gives the message to show. When the server answers
 * with the exact count, that count wins. One call at a time. When the page's data says otherwise
 * (it was fetched again: a server-rendered page's anonymous answer, then the reader's own), the
 * toggle follows it, unless a call is under way.
 */
export function useFavorite(exhibitId: string, initial: FavoriteState) {
  const [state, setState] = useState(initial);
  const [given, setGiven] = useState(initial);
  const [pending, setPending] = useState(false);
  if (!pending && (initial.isFavorite !== given.isFavorite || initial.count !== given.count)) {
    setGiven(initial);
    setState(initial);
  }
  const [error, setError] = useState<ErrorMessageKey | null>(null);
  const busy = useRef(false);

  const toggle = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    const previous = state;
    const next: FavoriteState = {
      isFavorite: !previous.isFavorite,
      count: Math.max(0, previous.count + (previous.isFavorite ? -1 : 1)),
    };
    setState(next);
    setPending(true);
    setError(null);
    try {
      const response = await (previous.isFavorite ? removeFavorite : addFavorite)(exhibitId);
      // The server's answer is exact (concurrent clicks elsewhere included).
      if (typeof response?.favoriteCount === 'number') {
        setState({ isFavorite: response.favorited, count: response.favoriteCount });
      }
    } catch (failure) {
      setState(previous);
      setError(errorMessageKey(failure));
    } finally {
      busy.current = false;
      setPending(false);
    }
  }, [exhibitId, state]);

  return { ...state, pending, error, toggle };
}
