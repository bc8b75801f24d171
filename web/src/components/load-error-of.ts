import { createElement } from 'react';
import { LoadErrorBox, type LoadErrorProps, type LoadErrorWording } from './load-states';

/**
 * A feature's failed-load box, made once at module level with its wording:
 * `export const LoadError = loadErrorOf({ reason: lenderErrorKey, retry: 'lender.retry' })`.
 * (A plain module: a component file may export components only, for fast refresh.)
 */
export function loadErrorOf(wording: LoadErrorWording) {
  return function LoadError(props: LoadErrorProps) {
    return createElement(LoadErrorBox, { ...props, wording });
  };
}
