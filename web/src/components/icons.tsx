/**
 * The few icons of the shell, inline (no icon font or package: they ship in the first load). All are
 * decorative: the control around them carries the translated label.
 */
export interface IconProps {
  className?: string;
}

export function Svg({ className, d }: IconProps & { d: string }) {
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

export const HeartIcon = (props: IconProps) => (
  <Svg
    {...props}
    d="M12 21.35 10.55 20C5.4 15.36 2 12.28 2 8.5 2 5.42 4.42 3 7.5 3c1.74 0 3.41.81 4.5 2.09C13.09 3.81 14.76 3 16.5 3 19.58 3 22 5.42 22 8.5c0 3.78-3.4 6.86-8.55 11.54L12 21.35ZM7.5 5C5.5 5 4 6.5 4 8.5c0 2.89 3.14 5.74 8 10.1 4.86-4.36 8-7.21 8-10.1C20 6.5 18.5 5 16.5 5c-1.54 0-3.04.99-3.57 2.36h-1.87C10.54 5.99 9.04 5 7.5 5Z"
  />
);

export const CloseIcon = (props: IconProps) => (
  <Svg
    {...props}
    d="M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12 19 6.41Z"
  />
);
