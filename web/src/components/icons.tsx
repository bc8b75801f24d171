/**
 * The few icons of the shell, inline (no icon font or package: they ship in the first load). All are
 * decorative: the control around them carries the translated label.
 */
interface IconProps {
  className?: string;
}

function Svg({ className, d }: IconProps & { d: string }) {
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
    >
      <path d={d} fill="currentColor" />
    </svg>
  );
}

export const ChatIcon = (props: IconProps) => (
  <Svg
    {...props}
    d="M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H8l-4 4V5a2 2 0 0 1 2-2Zm0 2v12.2L7.2 14H20V5H4Zm3 3h10v2H7V8Zm0 3h7v2H7v-2Z"
  />
);

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

export const HeartIcon = (props: IconProps) => (
  <Svg
    {...props}
    d="M12 21.35 10.55 20C5.4 15.36 2 12.28 2 8.5 2 5.42 4.42 3 7.5 3c1.74 0 3.41.81 4.5 2.09C13.09 3.81 14.76 3 16.5 3 19.58 3 22 5.42 22 8.5c0 3.78-3.4 6.86-8.55 11.54L12 21.35ZM7.5 5C5.5 5 4 6.5 4 8.5c0 2.89 3.14 5.74 8 10.1 4.86-4.36 8-7.21 8-10.1C20 6.5 18.5 5 16.5 5c-1.54 0-3.04.99-3.57 2.36h-1.87C10.54 5.99 9.04 5 7.5 5Z"
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

export const CloseIcon = (props: IconProps) => (
  <Svg
    {...props}
    d="M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12 19 6.41Z"
  />
);
