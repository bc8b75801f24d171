/** How an action's button looks: the usual step, a step back or aside, or a destructive one. */
export type ActionTone = 'primary' | 'secondary' | 'danger';

const TONE_CLASS: Record<ActionTone, string> = {
  primary: 'button',
  secondary: 'button button--secondary',
  danger: 'button button--danger',
};

export interface ActionButtonsProps<A extends string> {
  /** The actions the viewer may take now, in the order shown. */
  actions: readonly A[];
  labelOf: (action: A) => string;
  toneOf: (action: A) => ActionTone;
  /** Opens the action's confirmation. */
  onChoose: (action: A) => void;
  className: string;
  /** Names the row as a group (role=group) where the buttons alone do not say what they are. */
  label?: string;
  small?: boolean;
  /** The id of what the buttons act on (a card's heading), so each says which one. */
  describedBy?: string;
  /** Every button waits (a step is being taken, or the list follows a change). */
  disabled?: boolean;
  /** The action being taken, marked busy. */
  busyAction?: A | null;
}

/**
 * The row of buttons of a state machine's next steps (a trade's steps, a reservation's, an
 * exhibit's, a waitlist entry's): one button per action; choosing one takes it or opens the
 * caller's confirmation dialog.
 */
export function ActionButtons<A extends string>({
  actions,
  labelOf,
  toneOf,
  onChoose,
  className,
  label,
  small = false,
  describedBy,
  disabled,
  busyAction = null,
}: ActionButtonsProps<A>) {
  return (
    <div className={className} role={label ? 'group' : undefined} aria-label={label}>
      {actions.map((action) => (
        <button
          key={action}
          type="button"
          className={
            small ? `${TONE_CLASS[toneOf(action)]} button--small` : TONE_CLASS[toneOf(action)]
          }
          aria-describedby={describedBy}
          disabled={disabled}
          aria-busy={action === busyAction || undefined}
          onClick={() => onChoose(action)}
        >
          {labelOf(action)}
        </button>
      ))}
    </div>
  );
}
