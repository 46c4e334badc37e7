import { useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import { useNavigation } from "react-router";
import { $alerts, dismissAlert } from "~/stores/alerts";
import { $confirmDialog, answerConfirm } from "~/stores/confirm-dialog";
import { $globalModal, closeGlobalModal } from "~/stores/global-modal";
import { $loading } from "~/stores/shop";
import { MessageDialog } from "./message-dialog";

/** How long a success or info alert stays; errors stay until dismissed. */
const ALERT_MS = 6000;

/**
 * The store-driven parts of every page (spec section 3): the global modal, the confirm dialog,
 * the alerts list and the loading flag. Rendered once in the root; the stores start empty on the
 * server, so nothing of this is in the server's HTML.
 */
export function GlobalDialogs() {
  const { t } = useLingui();
  const modal = useStore($globalModal);
  const confirm = useStore($confirmDialog);
  const alerts = useStore($alerts);
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";

  useEffect(() => {
    $loading.set(busy);
  }, [busy]);

  useEffect(() => {
    const timers = alerts
      .filter((alert) => alert.kind !== "error")
      .map((alert) => setTimeout(() => dismissAlert(alert.id), ALERT_MS));
    return () => timers.forEach(clearTimeout);
  }, [alerts]);

  return (
    <>
      {busy ? <div className="loading-bar" role="progressbar" aria-label={t`Loading`} /> : null}
      <div className="alerts" role="status" aria-live="polite">
        {alerts.map((alert) => (
          <p key={alert.id} className={`alert alert--${alert.kind}`}>
            <span>{alert.text}</span>
            <button
              type="button"
              className="alert__close"
              aria-label={t`Dismiss`}
              onClick={() => dismissAlert(alert.id)}
            >
              <span aria-hidden="true">×</span>
            </button>
          </p>
        ))}
      </div>
      {modal ? (
        <MessageDialog
          type={modal.type}
          title={modal.title}
          description={modal.description}
          ok={{ ...modal.ok, onClick: () => closeGlobalModal("ok") }}
          cancel={modal.cancel ? { ...modal.cancel, onClick: () => closeGlobalModal("cancel") } : undefined}
        />
      ) : null}
      {confirm ? (
        <MessageDialog
          type="info"
          title={confirm.title}
          description={confirm.description}
          ok={{ text: confirm.confirmText, onClick: () => answerConfirm(true) }}
          cancel={{ text: confirm.cancelText, color: "secondary", onClick: () => answerConfirm(false) }}
        />
      ) : null}
    </>
  );
}
