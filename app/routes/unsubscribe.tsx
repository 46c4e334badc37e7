import { useLingui } from "@lingui/react/macro";
import { z } from "zod";
import { PageShell } from "~/components/page-shell";
import { opaqueId } from "~/lib/url-schemas";
import { parseParams } from "~/lib/validate-request.server";
import type { Route } from "./+types/unsubscribe";

export function loader({ params }: Route.LoaderArgs) {
  return parseParams(params, z.object({ id: opaqueId.optional() }));
}

export default function UnsubscribePage() {
  const { t } = useLingui();
  return <PageShell title={t`Unsubscribe`} lead={t`Stop receiving campaign e-mails and text messages from us.`} />;
}
