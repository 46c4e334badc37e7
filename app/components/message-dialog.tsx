import { Link } from "react-router";
import { ModalDialog } from "./modal-dialog";

export interface MessageButton {
  readonly text: string;
  readonly color?: "primary" | "secondary" | "danger" | undefined;
  readonly size?: "small" | "medium" | "large" | undefined;
  /** Where the button leads without JavaScript (and with it, unless onClick navigates itself). */
  readonly href?: string | undefined;
  readonly onClick?: (() => void) | undefined;
}

const ICONS = { error: "!", info: "i", success: "✓" } as const;

function DialogButton({ button, fallback }: { button: MessageButton; fallback: "primary" | "secondary" }) {
  const className = `button button--${button.color ?? fallback} button--${button.size ?? "medium"}`;
  if (button.href) {
    return (
      <Link
        className={className}
        to={button.href}
        replace
        onClick={(event) => {
          if (!button.onClick) return;
          event.preventDefault();
          button.onClick();
        }}
      >
        {button.text}
      </Link>
    );
  }
  return (
    <button type="button" className={className} onClick={button.onClick}>
      {button.text}
    </button>
  );
}

/**
 * The spec's modal (section 3): error, info or success with its icon and colours, a title, a
 * description and an OK (and optional cancel) button. Open while rendered; a button with an href
 * works before hydration too. Used by pages (server-rendered) and by the global modal store.
 */
export function MessageDialog({
  type,
  title,
  description,
  ok,
  cancel,
  onDismiss,
}: {
  type: "error" | "info" | "success";
  title: string;
  description: string;
  ok: MessageButton;
  cancel?: MessageButton | undefined;
  /** Escape or the backdrop: defaults to the cancel button, else OK. */
  onDismiss?: (() => void) | undefined;
}) {
  return (
    <ModalDialog
      open
      role="alertdialog"
      title={
        <span className={`message-dialog__title message-dialog__title--${type}`}>
          <span className="message-dialog__icon" aria-hidden="true">
            {ICONS[type]}
          </span>
          {title}
        </span>
      }
      description={description}
      onClose={onDismiss ?? cancel?.onClick ?? ok.onClick ?? (() => {})}
    >
      <div className="message-dialog__buttons">
        {cancel ? <DialogButton button={cancel} fallback="secondary" /> : null}
        <DialogButton button={ok} fallback="primary" />
      </div>
    </ModalDialog>
  );
}
