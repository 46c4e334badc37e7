import { useLingui } from "@lingui/react/macro";
import {
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useEffectEvent,
  useId,
  useRef,
} from "react";
import { useHydrated } from "~/lib/use-hydrated";

export interface ModalDialogProps {
  /** Shown while true. The parent owns this state and sets it false in `onClose`. */
  readonly open: boolean;
  /** Asked to close: the close button, Escape, a click on the backdrop. */
  readonly onClose: () => void;
  /** The dialog's accessible name, shown as its heading. */
  readonly title: ReactNode;
  /** Its accessible description, shown under the heading. */
  readonly description?: ReactNode;
  /** "alertdialog" for messages that need an answer (errors, confirmations). */
  readonly role?: "dialog" | "alertdialog";
  readonly children?: ReactNode;
  /** What gets focus on opening; by default the first focusable element of the content, else the close button. */
  readonly initialFocus?: RefObject<HTMLElement | null>;
  /** Keeps the content in the page while closed (hidden): form controls inside still belong to their form. */
  readonly keepMounted?: boolean;
  /** "sheet": a panel from the bottom edge on phones (filters, sorting). */
  readonly variant?: "sheet";
}

const FOCUSABLE = [
  "a[href]",
  "button:not([disabled])",
  "input:not([disabled]):not([type=hidden])",
  "select:not([disabled])",
  "textarea:not([disabled])",
  "summary",
  "[tabindex]:not([tabindex='-1'])",
].join(",");

function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !element.closest("[hidden]"));
}

/**
 * A modal dialog on the native `<dialog>` with `showModal()`: the rest of the page is inert and
 * Escape closes it. Focus moves into it on opening, Tab and Shift+Tab cycle inside it (the
 * browser would otherwise leave for its own toolbar), and on closing focus returns to whatever
 * had it before (usually the button that opened it). Labelled by its title, described by its
 * description.
 *
 * The content is rendered only while open, so a form inside starts from its props each time.
 * Rendered open on the server, it shows as a plain (non-modal) dialog, so its links and forms work
 * before hydration and without JavaScript; it becomes modal once hydrated.
 *
 * @example
 * const [open, setOpen] = useState(false);
 * <button type="button" onClick={() => setOpen(true)}>Change search</button>
 * <ModalDialog open={open} onClose={() => setOpen(false)} title={t`Search settings`}>
 *   <SearchForm … />
 * </ModalDialog>
 */
export function ModalDialog({
  open,
  onClose,
  title,
  description,
  role = "dialog",
  children,
  initialFocus,
  keepMounted = false,
  variant,
}: ModalDialogProps) {
  const { t } = useLingui();
  const hydrated = useHydrated();
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const modal = useRef(false);
  const pressedOnBackdrop = useRef(false);
  const requestClose = useEffectEvent(() => onClose());
  const focusFirst = useEffectEvent(() => {
    const target = initialFocus?.current ?? (body.current && focusables(body.current)[0]) ?? closeButton.current;
    target?.focus();
  });
  const isOpen = useEffectEvent(() => open);

  useEffect(() => {
    const element = dialog.current;
    if (!element || !hydrated) return;
    if (open && !modal.current) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      // Opened on the server as a plain dialog: showModal() refuses a dialog that is already open.
      if (element.open) element.removeAttribute("open");
      element.showModal();
      modal.current = true;
      focusFirst();
    } else if (!open && element.open) {
      element.close();
    }
  }, [open, hydrated]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    // The browser closed it (Escape not caught below, a form with method=dialog): tell the parent.
    const onNativeClose = () => {
      modal.current = false;
      const previous = opener.current;
      opener.current = null;
      if (previous?.isConnected && previous !== document.body) previous.focus();
      if (isOpen()) requestClose();
    };
    const onCancel = (event: Event) => {
      event.preventDefault();
      requestClose();
    };
    element.addEventListener("close", onNativeClose);
    element.addEventListener("cancel", onCancel);
    return () => {
      element.removeEventListener("close", onNativeClose);
      element.removeEventListener("cancel", onCancel);
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    // A field inside that used Escape itself (a suggestion list closing) keeps the dialog open.
    if (event.key === "Escape" && !event.defaultPrevented) {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== "Tab" || !dialog.current) return;
    const candidates = focusables(dialog.current);
    const first = candidates[0];
    const last = candidates.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  // The dialog box is covered by its frame, so a click on the dialog element itself is on the
  // backdrop; one that started inside (selecting text, then releasing outside) is not.
  const onMouseDown = (event: MouseEvent<HTMLDialogElement>) => {
    pressedOnBackdrop.current = event.target === event.currentTarget;
  };
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget && pressedOnBackdrop.current) onClose();
    pressedOnBackdrop.current = false;
  };

  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;
  return (
    <dialog
      ref={dialog}
      className={variant ? `modal-dialog modal-dialog--${variant}` : "modal-dialog"}
      role={role === "alertdialog" ? "alertdialog" : undefined}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      open={hydrated ? undefined : open}
      onKeyDown={onKeyDown}
      onMouseDown={onMouseDown}
      onClick={onClick}
    >
      {open || keepMounted ? (
        <div className="modal-dialog__frame">
          <div className="modal-dialog__header">
            <h2 id={titleId} className="modal-dialog__title">
              {title}
            </h2>
            {hydrated ? (
              // Without JavaScript it could not close anything.
              <button
                ref={closeButton}
                type="button"
                className="modal-dialog__close"
                aria-label={t`Close`}
                onClick={onClose}
              >
                <span aria-hidden="true">×</span>
              </button>
            ) : null}
          </div>
          {description ? (
            <p id={descriptionId} className="modal-dialog__description">
              {description}
            </p>
          ) : null}
          <div ref={body} className="modal-dialog__body">
            {children}
          </div>
        </div>
      ) : null}
    </dialog>
  );
}
