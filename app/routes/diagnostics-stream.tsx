import { Trans, useLingui } from "@lingui/react/macro";
import { Suspense } from "react";
import { Await, data } from "react-router";
import { z } from "zod";
import { SiteFrame } from "~/frame/site-frame";
import { PageShell } from "~/components/page-shell";
import { cloudflareContext } from "~/lib/request-context";
import type { Route } from "./+types/diagnostics-stream";

const delaySchema = z.coerce.number().int().min(0).max(5_000).catch(1_000);

/**
 * Operator probe: the shell is sent at once and a deferred value arrives `delay` ms later. If a
 * proxy or CDN in front of the Worker buffers responses, both show up together.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  if (!context.get(cloudflareContext).config.DIAGNOSTICS_ENABLED) throw data(null, { status: 404 });
  const delay = delaySchema.parse(new URL(request.url).searchParams.get("delay") ?? undefined);
  const startedAt = Date.now();
  const late = new Promise<number>((resolve) => setTimeout(() => resolve(Date.now() - startedAt), delay));
  return { delay, late };
}

export default function DiagnosticsStream({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  return (
    <SiteFrame layout="empty" header="none" footer={false}>
      <PageShell title={t`Streaming probe`}>
        <Suspense
          fallback={
            <p data-testid="stream-pending">
              <Trans>Waiting for deferred data…</Trans>
            </p>
          }
        >
          <Await
            resolve={loaderData.late}
            errorElement={
              <p role="alert">
                <Trans>Deferred data failed.</Trans>
              </p>
            }
          >
            {(elapsed) => (
              <p data-testid="stream-resolved">
                <Trans>Deferred data arrived after {elapsed} ms.</Trans>
              </p>
            )}
          </Await>
        </Suspense>
      </PageShell>
    </SiteFrame>
  );
}
