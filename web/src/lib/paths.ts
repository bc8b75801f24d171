/**
 * The route table: every route's `path` pattern (for the router) and `getHref` (for links), so no
 * path strings are scattered through components. Routes are added here as screens are built.
 */
export const paths = {
  home: {
    path: '/',
    getHref: () => '/',
  },
} as const;
