import { Hono } from "hono";
import { html, raw } from "hono/html";
import {
  answerChallenge,
  type BankEnv,
  bankSecret,
  findTransaction,
  MAX_CHALLENGE_ATTEMPTS,
  signCallback,
} from "./ledger";

/**
 * The simulated bank's 3-D Secure pages (the cardholder's side of the challenge), reached in the
 * browser at /__bank/3ds/{transaction}. A real bank serves its own; this one lets the whole
 * payment path run and be tested locally. Bilingual (tr/en) like the bank pages it stands in for.
 */

const money = (amount: number, currency: string) =>
  new Intl.NumberFormat("tr-TR", { style: "currency", currency }).format(amount / 100);

function page(title: string, body: ReturnType<typeof html>) {
  return html`<!doctype html>
    <html lang="tr">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title}</title>
        <link rel="icon" href="data:," />
        <style>
          body {
            font-family: system-ui, sans-serif;
            background: #eef1f5;
            margin: 0;
            color: #1b2430;
          }
          main {
            max-width: 26rem;
            margin: 3rem auto;
            background: #fff;
            border-radius: 12px;
            padding: 1.5rem;
            box-shadow: 0 2px 12px #0002;
          }
          h1 {
            font-size: 1.25rem;
            margin-top: 0;
          }
          dl {
            display: grid;
            grid-template-columns: auto 1fr;
            gap: 0.25rem 1rem;
          }
          dt {
            color: #4a5565;
          }
          label {
            display: block;
            font-weight: 600;
            margin-top: 1rem;
          }
          input {
            font-size: 1.25rem;
            letter-spacing: 0.3em;
            padding: 0.5rem;
            width: 10ch;
            margin-top: 0.25rem;
          }
          .actions {
            display: flex;
            gap: 0.75rem;
            margin-top: 1.25rem;
          }
          button {
            font-size: 1rem;
            padding: 0.6rem 1rem;
            border-radius: 8px;
            border: 1px solid #1d4ed8;
            cursor: pointer;
          }
          .primary {
            background: #1d4ed8;
            color: #fff;
          }
          .secondary {
            background: #fff;
            color: #1d4ed8;
          }
          [role="alert"] {
            color: #b42318;
            font-weight: 600;
          }
          .hint {
            color: #4a5565;
            font-size: 0.875rem;
          }
        </style>
      </head>
      <body>
        <main>${body}</main>
      </body>
    </html>`;
}

export function createBankSimulator(options: { now?: () => number } = {}) {
  const now = options.now ?? Date.now;
  const app = new Hono<{ Bindings: BankEnv }>();

  app.get("/3ds/:id", async (c) => {
    const row = await findTransaction(c.env.DB, c.req.param("id"));
    if (!row || row.status !== "challenge")
      return c.html(page("3-D Secure", html`<h1>İşlem bulunamadı / Transaction not found</h1>`), 404);
    return c.html(challengePage(row, undefined));
  });

  app.post("/3ds/:id", async (c) => {
    const form = await c.req.parseBody();
    const answer = form.cancel !== undefined ? ({ cancel: true } as const) : { code: String(form.code ?? "").trim() };
    const answered = await answerChallenge(c.env.DB, c.req.param("id"), answer, now());
    if (!answered) return c.html(page("3-D Secure", html`<h1>İşlem bulunamadı / Transaction not found</h1>`), 404);
    const { result, row } = answered;
    if (result === "retry") {
      const left = MAX_CHALLENGE_ATTEMPTS - row.challenge_attempts;
      return c.html(
        challengePage(row, `Kod hatalı, ${left} deneme hakkınız kaldı. / Wrong code, ${left} attempts left.`),
        422,
      );
    }
    const fields = await signCallback(bankSecret(c.env), {
      paymentId: row.merchant_ref,
      bankRef: row.id,
      status: result,
      code: row.decline_code ?? "",
    });
    const headline =
      result === "approved"
        ? "Doğrulama başarılı / Authentication successful"
        : result === "cancelled"
          ? "İşlem iptal edildi / Payment cancelled"
          : "Doğrulama başarısız / Authentication failed";
    return c.html(
      page(
        "3-D Secure",
        html`<h1>${headline}</h1>
          <p>Alışverişinize dönmek için devam edin. / Continue to return to the shop.</p>
          <form method="post" action="${row.return_url ?? "/checkout/control"}">
            ${raw(
              Object.entries(fields)
                .map(
                  ([name, value]) => `<input type="hidden" name="${name}" value="${escapeAttribute(String(value))}">`,
                )
                .join(""),
            )}
            <div class="actions"><button class="primary" type="submit" autofocus>Devam / Continue</button></div>
          </form>`,
      ),
    );
  });

  return app;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
}

function challengePage(
  row: { id: string; amount: number; currency: string; card_last4: string },
  error: string | undefined,
) {
  return page(
    "3-D Secure",
    html`<h1>3-D Secure doğrulama / verification</h1>
      <dl>
        <dt>İşyeri / Merchant</dt>
        <dd>RotaGo</dd>
        <dt>Tutar / Amount</dt>
        <dd>${money(row.amount, row.currency)}</dd>
        <dt>Kart / Card</dt>
        <dd>•••• ${row.card_last4}</dd>
      </dl>
      <form method="post" action="/__bank/3ds/${row.id}">
        ${error ? html`<p role="alert" id="code-error">${error}</p>` : ""}
        <label for="code">Cep telefonunuza gönderilen kod / Code sent to your phone</label>
        <input
          id="code"
          name="code"
          inputmode="numeric"
          autocomplete="one-time-code"
          pattern="[0-9]{6}"
          maxlength="6"
          required
          autofocus
          ${error ? raw('aria-invalid="true" aria-describedby="code-error"') : ""}
        />
        <p class="hint">Test ortamı: kod 123456 / Test environment: the code is 123456</p>
        <div class="actions">
          <button class="primary" type="submit">Onayla / Confirm</button>
          <button class="secondary" type="submit" name="cancel" value="1" formnovalidate>İptal / Cancel</button>
        </div>
      </form>`,
  );
}
