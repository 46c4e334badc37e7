import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { formatMoney } from "~/lib/currency";
import { formatIsoDate } from "~/lib/format";
import type { InvoiceList, Limits } from "~/lib/upstream-types";
import { useLocale } from "~/lib/use-locale";
import { LOCALE_TAGS } from "~/routing/locales";
import { hrefFor } from "~/routing/route-table";

/** The invoice PDF the Main API makes for a completed order (the shop's /api/v1 passes the session on). */
const invoicePdfHref = (orderId: string) =>
  `/api/v1/order-api/order/${encodeURIComponent(orderId)}/documents/invoice.pdf`;

/** Every invoice of the account, newest first, each with its PDF; pages of 20 as plain links. */
export function InvoiceListView({ list }: { list: InvoiceList }) {
  const locale = useLocale();
  const localeTag = LOCALE_TAGS[locale];
  const { t } = useLingui();
  if (list.count === 0) {
    return (
      <div className="notice documents-empty">
        <p>
          <Trans>No invoices yet. Each booking you pay for gets its invoice here.</Trans>
        </p>
        <Link className="button button--primary" to={hrefFor("car-home", locale)}>
          <Trans>Find a rental car</Trans>
        </Link>
      </div>
    );
  }
  const pages = Math.ceil(list.count / list.pageSize);
  const page = list.page;
  const pageHref = (page: number) => `${hrefFor("account-invoices", locale)}?page=${page}`;
  return (
    <>
      <ul className="documents" aria-label={t`Invoices`}>
        {list.invoices.map((invoice) => {
          const number = invoice.number;
          const vat = formatMoney(invoice.vat.amount, invoice.vat.currency, localeTag);
          return (
            <li key={invoice.id} className="document" data-testid="invoice">
              <h2 className="document__title">
                <Trans>Invoice {number}</Trans>
              </h2>
              <dl className="document__facts">
                <div>
                  <dt>
                    <Trans>Issued</Trans>
                  </dt>
                  <dd>{formatIsoDate(invoice.issuedAt, locale)}</dd>
                </div>
                {invoice.reservationId ? (
                  <div>
                    <dt>
                      <Trans>Reservation</Trans>
                    </dt>
                    <dd>
                      <Link
                        to={`${hrefFor("reservation", locale)}?${new URLSearchParams({ orderId: invoice.orderId })}`}
                      >
                        {invoice.reservationId}
                      </Link>
                    </dd>
                  </div>
                ) : null}
                <div>
                  <dt>
                    <Trans>Total</Trans>
                  </dt>
                  <dd data-testid="invoice-total">
                    {formatMoney(invoice.total.amount, invoice.total.currency, localeTag)}{" "}
                    <span className="document__note">
                      <Trans>incl. {vat} VAT</Trans>
                    </span>
                  </dd>
                </div>
              </dl>
              <a
                className="button button--secondary document__download"
                href={invoicePdfHref(invoice.orderId)}
                download
              >
                <Trans>
                  Download invoice<span className="visually-hidden"> {number}</span> (PDF)
                </Trans>
              </a>
            </li>
          );
        })}
      </ul>
      {pages > 1 ? (
        <nav className="documents-pager" aria-label={t`Invoice pages`}>
          {list.page > 1 ? (
            <Link to={pageHref(list.page - 1)} rel="prev">
              <Trans>Newer invoices</Trans>
            </Link>
          ) : null}
          <span>
            <Trans>
              Page {page} of {pages}
            </Trans>
          </span>
          {list.page < pages ? (
            <Link to={pageHref(list.page + 1)} rel="next">
              <Trans>Older invoices</Trans>
            </Link>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}

/** A corporate account's monthly credit limit: what is used this month and what is left (TRY). */
export function CorporateLimit({ limits }: { limits: Limits }) {
  const locale = useLocale();
  const localeTag = LOCALE_TAGS[locale];
  if (limits.kind !== "corporate" || limits.limit === null) return null;
  const money = (amount: number) => formatMoney(amount, limits.currency, localeTag);
  const from = formatIsoDate(limits.period.from, locale);
  return (
    <section className="documents-limit" aria-labelledby="limit-title">
      <h2 id="limit-title">
        <Trans>Corporate credit limit</Trans>
      </h2>
      <dl className="summary" data-testid="corporate-limit">
        <dt>
          <Trans>Monthly limit</Trans>
        </dt>
        <dd>{money(limits.limit)}</dd>
        <dt>
          <Trans>Used since {from}</Trans>
        </dt>
        <dd>{money(limits.used)}</dd>
        <dt>
          <Trans>Available</Trans>
        </dt>
        <dd>{money(limits.available ?? 0)}</dd>
      </dl>
    </section>
  );
}
