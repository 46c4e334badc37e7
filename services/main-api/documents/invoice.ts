/**
 * The e-Arşiv invoice as a printable PDF: seller and buyer, the invoice's identifiers (number,
 * ETTN, scenario, type), the lines with VAT, totals, the amount in words (Turkish lira
 * invoices in Turkish), and the internet-sale statements e-Arşiv asks for.
 */
import { convertToTry } from "../shared/money";
import { formatInstant, formatMoney, formatNumber, formatPercent, formatRate, type RenderedDocument } from "./pdf-kit";
import { openLayout } from "./open-layout";
import { SUPPLIER_MARKS } from "./images/company-marks";
import type { DocumentTexts } from "./texts";
import type { InvoiceBuyer, InvoiceData, Money } from "./types";

/** The individual buyer's placeholder id when none was given (e-Arşiv practice). */
const ANONYMOUS_TCKN = "11111111111";

/** The e-Arşiv scenario code, printed as GİB names it in every language. */
const E_ARCHIVE_SCENARIO = "EARSIVFATURA";

// -- Amount in words (Turkish) ------------------------------------------------------------------

const ONES = ["", "bir", "iki", "üç", "dört", "beş", "altı", "yedi", "sekiz", "dokuz"];
const TENS = ["", "on", "yirmi", "otuz", "kırk", "elli", "altmış", "yetmiş", "seksen", "doksan"];
const SCALES = ["", "bin", "milyon", "milyar", "trilyon"];

function hundredsInWords(value: number): string[] {
  const hundreds = Math.floor(value / 100);
  const words: string[] = [];
  if (hundreds > 0) words.push(...(hundreds > 1 ? [ONES[hundreds]!] : []), "yüz");
  const rest = value % 100;
  if (rest >= 10) words.push(TENS[Math.floor(rest / 10)]!);
  if (rest % 10 > 0) words.push(ONES[rest % 10]!);
  return words;
}

/** 12345 → "on iki bin üç yüz kırk beş"; "bin", not "bir bin". */
export function turkishNumberInWords(value: number): string {
  if (value === 0) return "sıfır";
  const words: string[] = [];
  let rest = Math.floor(value);
  for (let scale = 0; rest > 0 && scale < SCALES.length; scale++) {
    const group = rest % 1000;
    rest = Math.floor(rest / 1000);
    if (group === 0) continue;
    const groupWords = scale === 1 && group === 1 ? [] : hundredsInWords(group);
    words.unshift(...groupWords, ...(SCALES[scale] ? [SCALES[scale]!] : []));
  }
  return words.join(" ");
}

function liraInWords(money: Money): string {
  const lira = Math.floor(money.amount / 100);
  const kurus = money.amount % 100;
  const parts = [`${turkishNumberInWords(lira)} Türk lirası`];
  if (kurus > 0) parts.push(`${turkishNumberInWords(kurus)} kuruş`);
  return `Yalnız ${parts.join(" ")}.`;
}

// -- Document -----------------------------------------------------------------------------------

function buyerLines(buyer: InvoiceBuyer, t: DocumentTexts["invoice"]): string[] {
  if (buyer.type === "corporate") {
    return [
      buyer.companyTitle,
      buyer.address,
      `${t.taxOffice}: ${buyer.taxOffice}`,
      `${t.vkn}: ${buyer.vkn}`,
      `${t.email}: ${buyer.email}`,
    ];
  }
  const id =
    buyer.tckn || !buyer.passportNo
      ? `${t.tckn}: ${buyer.tckn ?? ANONYMOUS_TCKN}`
      : `${t.passport}: ${buyer.passportNo}`;
  return [buyer.name, buyer.address, id, `${t.email}: ${buyer.email}`];
}

/** A foreign-currency invoice's rate and its VAT and total in Turkish lira, as the Tax Procedure Law asks. */
function liraRows(data: InvoiceData, t: DocumentTexts["invoice"]): (readonly [string, string])[] {
  const rate = data.microTryPerUnit;
  if (rate === undefined || data.grandTotal.currency === "TRY") return [];
  const { language } = data;
  const lira = (money: Money) => formatMoney({ amount: convertToTry(money.amount, rate), currency: "TRY" }, language);
  return [
    [t.exchangeRate, t.ratePerUnit(`1 ${data.grandTotal.currency}`, formatRate(rate, language))],
    [t.vatInLira, lira(data.vatTotal)],
    [t.totalInLira, lira(data.grandTotal)],
  ];
}

export async function layoutInvoice(data: InvoiceData): Promise<RenderedDocument> {
  const { language } = data;
  const { t, layout } = await openLayout(
    data,
    (texts) => texts.invoice,
    (t, company) => ({
      reference: { label: t.invoiceNo, value: data.invoiceNumber },
      createdAt: data.issueDate,
      subject: `${t.subject} ${data.invoiceNumber} · ${t.reservationNo} ${data.reservationId}`,
      keywords: [data.invoiceNumber, data.reservationId, data.ettn, company.brand],
    }),
  );
  const issued = formatInstant(data.issueDate, language);

  layout.summary([
    { label: t.invoiceNo, value: data.invoiceNumber, emphasis: true },
    { label: t.issueDate, value: issued },
    { label: t.reservationNo, value: data.reservationId },
    { label: t.payable, value: formatMoney(data.grandTotal, language) },
  ]);

  const seller = data.seller;
  layout.table(
    [
      { width: 0.5, header: t.seller },
      { width: 0.5, header: t.buyer },
    ],
    [
      [
        [
          seller.title,
          seller.address,
          `${t.taxOffice}: ${seller.taxOffice}`,
          `${t.vkn}: ${seller.taxNumber}`,
          `${t.mersis}: ${seller.mersis}`,
        ].join("\n"),
        buyerLines(data.buyer, t).join("\n"),
      ],
    ],
  );

  if (data.rentalCompany) {
    const { id, name } = data.rentalCompany;
    layout.companyLine(t.rentalCompany, name, await layout.mark(id ? SUPPLIER_MARKS[id] : undefined));
  }

  layout.heading(t.detailsSection);
  layout.table(
    [{ width: 0.2, shade: true, bold: true }, { width: 0.3 }, { width: 0.2, shade: true, bold: true }, { width: 0.3 }],
    [
      [t.invoiceNo, data.invoiceNumber, t.issueDate, issued],
      [t.scenario, E_ARCHIVE_SCENARIO, t.invoiceType, t.invoiceTypeValue],
      [t.customization, "TR1.2", t.reservationNo, data.reservationId],
    ],
    { after: 0 },
  );
  layout.keyValues(
    [
      [t.ettn, data.ettn],
      [t.paymentMethod, data.paymentMethod],
    ],
    { labelShare: 0.2 },
  );

  layout.heading(t.linesSection, 60);
  layout.table(
    [
      { width: 0.06, header: t.index, align: "right" },
      { width: 0.34, header: t.description },
      { width: 0.08, header: t.quantity, align: "right" },
      { width: 0.14, header: t.unitPrice, align: "right" },
      { width: 0.09, header: t.vatRate, align: "right" },
      { width: 0.13, header: t.vatAmount, align: "right" },
      { width: 0.16, header: t.lineTotal, align: "right" },
    ],
    data.lines.map((line, index) => [
      formatNumber(index + 1, language),
      line.description,
      formatNumber(line.quantity, language),
      formatMoney(line.unitPrice, language),
      formatPercent(line.vatRate, language),
      formatMoney(line.vatAmount, language),
      formatMoney(line.total, language),
    ]),
    { size: 8.5 },
  );

  const rates = [...new Set(data.lines.map((line) => line.vatRate))].sort((a, b) => a - b);
  const vatRows: (readonly [string, string])[] =
    rates.length > 1
      ? rates.map((rate) => {
          const amount = data.lines
            .filter((line) => line.vatRate === rate)
            .reduce((sum, line) => sum + line.vatAmount.amount, 0);
          return [
            t.vat(formatPercent(rate, language)),
            formatMoney({ amount, currency: data.vatTotal.currency }, language),
          ];
        })
      : [[t.vat(formatPercent(rates[0] ?? 0, language)), formatMoney(data.vatTotal, language)]];
  layout.table(
    [
      { width: 0.6, shade: true, bold: true },
      { width: 0.4, align: "right", bold: true },
    ],
    [
      [t.subtotal, formatMoney(data.subtotal, language)],
      ...vatRows,
      [t.totalWithTaxes, formatMoney(data.grandTotal, language)],
      [t.payable, formatMoney(data.grandTotal, language)],
      ...liraRows(data, t),
    ],
    { span: 0.5 },
  );
  if (language === "tr" && data.grandTotal.currency === "TRY") {
    layout.paragraph(liraInWords(data.grandTotal), { bold: true });
  }

  layout.heading(t.notesSection, 24);
  layout.bullets([
    t.reservationNote(data.reservationId),
    ...(data.note ? [data.note] : []),
    t.internetSale,
    `${t.paymentMethod}: ${data.paymentMethod} · ${t.paymentDate}: ${issued}`,
    t.archive,
  ]);

  return layout.finish();
}

export async function renderInvoice(data: InvoiceData): Promise<Uint8Array> {
  return (await layoutInvoice(data)).bytes;
}
