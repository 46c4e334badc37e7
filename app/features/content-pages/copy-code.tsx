import { useLingui } from "@lingui/react/macro";
import { useHydrated } from "~/lib/use-hydrated";
import { pushAlert } from "~/stores/alerts";

/**
 * A campaign code as selectable text, with a button that copies it once the page runs in the
 * browser (without JavaScript there is no button: the code is plain text to select). The result
 * is announced through the alerts live region.
 */
export function CopyCode({ code, testId = "campaign-code" }: { code: string; testId?: string }) {
  const { t } = useLingui();
  const hydrated = useHydrated();

  async function copy() {
    try {
      await navigator.clipboard.writeText(code);
      pushAlert("success", t`Code ${code} copied to the clipboard.`);
    } catch {
      pushAlert("error", t`The code could not be copied. Please select it and copy it yourself.`);
    }
  }

  return (
    <span className="copy-code">
      <code className="copy-code__value" data-testid={testId}>
        {code}
      </code>
      {hydrated ? (
        <button
          type="button"
          className="button copy-code__button"
          onClick={copy}
          aria-label={t`Copy code ${code}`}
          data-testid={`${testId}-copy`}
        >
          {t`Copy code`}
        </button>
      ) : null}
    </span>
  );
}
