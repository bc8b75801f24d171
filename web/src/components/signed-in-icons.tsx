import { Svg, type IconProps } from './icons';

/**
 * The icons of the signed-in header's navigation and the manage layout (and the exhibit page's
 * owner card), apart from `icons.tsx` so that the first load of a public page carries none of them.
 * Decorative like those: the control around them carries the translated label.
 */

export const BellIcon = (props: IconProps) => (
  <Svg
    {...props}
    d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Zm-2 1H7v-6a5 5 0 0 1 10 0v6Z"
  />
);

export const TodoIcon = (props: IconProps) => (
  <Svg
    {...props}
    d="M19 3h-4.18A3 3 0 0 0 12 1a3 3 0 0 0-2.82 2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V5a2 2 0 0 0-2-2Zm-7 0a1 1 0 1 1 0 2 1 1 0 0 1 0-2Zm7 16H5V5h2v3h10V5h2v14Zm-8.5-2.5L7 13l1.4-1.4 2.1 2.1 5.1-5.1L17 10l-6.5 6.5Z"
  />
);

export const UserIcon = (props: IconProps) => (
  <Svg
    {...props}
    d="M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9Zm0-7a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5Zm0 9c-3.34 0-9 1.67-9 5v2h18v-2c0-3.33-5.66-5-9-5Zm-7 5c.35-1.2 4.4-3 7-3s6.65 1.8 7 3H5Z"
  />
);

export const MenuIcon = (props: IconProps) => (
  <Svg {...props} d="M3 6h18v2H3V6Zm0 5h18v2H3v-2Zm0 5h18v2H3v-2Z" />
);

export const MoreIcon = (props: IconProps) => (
  <Svg
    {...props}
    d="M12 8a2 2 0 1 0 0-4 2 2 0 0 0 0 4Zm0 2a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm0 6a2 2 0 1 0 0 4 2 2 0 0 0 0-4Z"
  />
);
