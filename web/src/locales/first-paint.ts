/**
 * The sections of ja.json that the first paint of a public page shows: the layout, header and
 * footer, the error pages, the home page with its cards and the site banners (`FIRST_PAINT` in
 * lib/i18n.ts). Vite makes each top-level key of a JSON file a named export and the bundler drops the
 * ones nobody imports, so only these are in the main bundle. A section that a component of the first
 * paint starts to use belongs here, else the first paint shows its keys until the rest arrives.
 */
export {
  app,
  errors,
  exhibitCard,
  footer,
  header,
  home,
  language,
  layout,
  loans,
  notFound,
  progress,
  remoteSettings,
  routeError,
  search,
  toast,
} from './ja.json';
