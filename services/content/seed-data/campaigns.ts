/**
 * More campaigns for the campaign pages (the first two, `yaz-firsatlari` and `suv15`, are in
 * seed.ts): a flight campaign without a code (the flight hello bar links to it) and an ended one
 * the pages must hide. Their conditions are rich text; the first two list them as plain strings.
 */
import { type Document, html, bilingual } from "./document";

function campaign(
  documentId: string,
  shared: Record<string, unknown>,
  tr: Record<string, unknown>,
  en: Record<string, unknown>,
): Document {
  return bilingual("campaigns", documentId, shared, tr, en);
}

export const CAMPAIGNS: readonly Document[] = [
  campaign(
    "ucak-bileti-haftasi",
    {
      slug: "ucak-bileti-haftasi",
      category: "flight",
      startDate: "2026-11-01T00:00:00.000Z",
      endDate: "2027-05-31T20:59:59.000Z",
      personalCode: false,
      image: "/images/content/slider-flight-week.jpg",
    },
    {
      title: "Uçak bileti haftası",
      summary: "Yurt içi uçuşlarda 15 kg ek bagaj hediye.",
      imageAlt: "Gün batımında kalkışa hazırlanan bir yolcu uçağı",
      conditions: html`
        <ul>
          <li>Yurt içi tek yön ve gidiş-dönüş biletlerde geçerlidir.</li>
          <li>Ek bagaj, bilet satın alınırken rezervasyona otomatik olarak eklenir; kod gerekmez.</li>
          <li>Kampanya, kampanya tarihleri içinde satın alınan biletlerde geçerlidir; uçuş tarihi serbesttir.</li>
          <li>Bagaj hakkı bilet değişikliklerinde korunur, iadede ücrete yansıtılmaz.</li>
        </ul>
      `,
    },
    {
      title: "Flight week",
      summary: "15 kg extra baggage free on domestic flights.",
      imageAlt: "A passenger plane getting ready for take-off at sunset",
      conditions: html`
        <ul>
          <li>Valid for domestic one-way and return tickets.</li>
          <li>The extra baggage is added to the booking automatically when you buy the ticket; no code needed.</li>
          <li>Valid for tickets bought during the campaign; the flight date is free.</li>
          <li>The allowance stays with the ticket when it is changed and is not refunded separately.</li>
        </ul>
      `,
    },
  ),
  campaign(
    "kis-firsatlari-2025",
    {
      slug: "kis-firsatlari-2025",
      category: "car",
      code: "KIS25",
      startDate: "2024-12-01T00:00:00.000Z",
      endDate: "2025-03-31T20:59:59.000Z",
      personalCode: false,
      image: "/images/content/slider-trabzon.jpg",
    },
    {
      title: "Kış fırsatları 2025",
      summary: "Kış aylarında araç kiralamada %25 indirim.",
      imageAlt: "Karlı dağların arasında bir yol",
      conditions: html`<p>1 Aralık 2024 – 31 Mart 2025 arasındaki kiralamalarda geçerliydi.</p>`,
    },
    {
      title: "Winter deals 2025",
      summary: "25% off car rental in the winter months.",
      imageAlt: "A road between snowy mountains",
      conditions: html`<p>Was valid for rentals from 1 December 2024 to 31 March 2025.</p>`,
    },
  ),
];
