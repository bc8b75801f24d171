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
  small?: boolean;
}

/**
 * The row of buttons of a state machine's next steps (a trade's steps, a reservation's, an
 * exhibit's): one button per action; choosing one opens the caller's confirmation dialog.
 */
export function ActionButtons<A extends string>({
  actions,
  labelOf,
  toneOf,
  onChoose,
  className,
  small = false,
}: ActionButtonsProps<A>) {
  return (
    <div className={className}>
      {actions.map((action) => (
        <button
          key={action}
          type="button"
          className={
            small ? `${TONE_CLASS[toneOf(action)]} button--small` : TONE_CLASS[toneOf(action)]
          }
          onClick={() => onChoose(action)}
        >
          {labelOf(action)}
        </button>
      ))}
    </div>
  );
}
