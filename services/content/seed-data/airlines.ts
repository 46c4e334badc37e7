/**
 * Airline pages (`/ucak-bileti/sirketler/{slug}`): the inventory's airlines (IATA code, name and
 * hubs from `services/inventory/data/flights.ts`) with a short introduction. `airlines` is a
 * shared collection (one document for every language), so the texts carry both languages.
 */
import { AIRLINES } from "../../inventory/data/flights";
import { type Document, html } from "./document";

interface AirlineText {
  readonly intro: string;
  readonly metaDescription: string;
}

/** Each airline's own online check-in page (the flight home's check-in links). */
const CHECK_IN_URLS: Readonly<Record<string, string>> = {
  TK: "https://www.turkishairlines.com/en-int/flights/manage-booking/",
  PC: "https://www.flypgs.com/en/online-check-in",
  VF: "https://ajet.com/en/online-check-in",
  XQ: "https://www.sunexpress.com/en-gb/check-in/",
  LH: "https://www.lufthansa.com/de/en/online-check-in",
  BA: "https://www.britishairways.com/travel/olcilandingpageauthreq/public/en_gb",
  EK: "https://www.emirates.com/english/manage-booking/online-check-in/",
  QR: "https://www.qatarairways.com/en/services-checking-in/online-check-in.html",
};

function airline(code: string, slug: string, tr: AirlineText, en: AirlineText): Document {
  const seed = AIRLINES.find((item) => item.code === code);
  if (!seed) throw new Error(`airlines: no inventory airline "${code}"`);
  const checkInUrl = CHECK_IN_URLS[code];
  if (!checkInUrl) throw new Error(`airlines: no check-in page for "${code}"`);
  return {
    collection: "airlines",
    documentId: `airline-${slug}`,
    data: {
      code,
      slug,
      name: seed.displayName,
      hubs: seed.hubs,
      network: seed.network,
      hasBusiness: seed.hasBusiness,
      checkInUrl,
      texts: { tr, en },
    },
  };
}

export const AIRLINE_PAGES: readonly Document[] = [
  airline(
    "TK",
    "turkish-airlines",
    {
      intro: html`<p>
        Türk Hava Yolları, İstanbul Havalimanı ve Ankara Esenboğa merkezli bayrak taşıyıcı havayoludur. Yurt içinde
        neredeyse her havalimanına, yurt dışında dünyanın en geniş uçuş ağlarından birine sahiptir; ekonomi ve business
        kabinlerinde farklı paketler sunar.
      </p>`,
      metaDescription:
        "Türk Hava Yolları uçak biletlerini karşılaştırın: yurt içi ve yurt dışı uçuşlar, bagaj hakları ve paketler.",
    },
    {
      intro: html`<p>
        Turkish Airlines is the flag carrier, based at Istanbul Airport and Ankara Esenboğa. It flies to almost every
        airport in Türkiye and has one of the world's widest international networks, with several fare brands in economy
        and business.
      </p>`,
      metaDescription:
        "Compare Turkish Airlines tickets: domestic and international flights, baggage allowances and fare brands.",
    },
  ),
  airline(
    "PC",
    "pegasus",
    {
      intro: html`<p>
        Pegasus, İstanbul Sabiha Gökçen, İzmir ve Antalya'dan uçan düşük maliyetli havayoludur. Temel bilette kabin
        bagajı bulunur; bagaj ve koltuk seçimini paketlerle ekleyebilirsiniz.
      </p>`,
      metaDescription: "Pegasus uçak biletleri: uygun fiyatlı yurt içi ve yurt dışı uçuşları karşılaştırın.",
    },
    {
      intro: html`<p>
        Pegasus is a low-cost airline flying from Istanbul Sabiha Gökçen, İzmir and Antalya. The basic fare includes
        cabin baggage; checked bags and seat selection come with the higher fare brands.
      </p>`,
      metaDescription: "Pegasus tickets: compare affordable domestic and international flights.",
    },
  ),
  airline(
    "VF",
    "ajet",
    {
      intro: html`<p>
        AJet, Sabiha Gökçen ve Ankara Esenboğa merkezli, uygun fiyatlı uçuşlara odaklanan havayoludur. Yurt içi
        şehirleri sık seferlerle birbirine bağlar.
      </p>`,
      metaDescription: "AJet uçak biletlerini karşılaştırın; Sabiha Gökçen ve Ankara çıkışlı uygun fiyatlı uçuşlar.",
    },
    {
      intro: html`<p>
        AJet is a value airline based at Sabiha Gökçen and Ankara Esenboğa, linking Turkish cities with frequent
        flights.
      </p>`,
      metaDescription: "Compare AJet tickets: value flights from Sabiha Gökçen and Ankara.",
    },
  ),
  airline(
    "XQ",
    "sunexpress",
    {
      intro: html`<p>
        SunExpress, Antalya ve İzmir merkezli tatil havayoludur. Ege ve Akdeniz kıyılarını Anadolu şehirlerine ve
        Avrupa'ya bağlar.
      </p>`,
      metaDescription: "SunExpress uçak biletleri: Antalya ve İzmir çıkışlı tatil uçuşlarını karşılaştırın.",
    },
    {
      intro: html`<p>
        SunExpress is a leisure airline based in Antalya and İzmir, linking the Aegean and Mediterranean coasts with
        Anatolian cities and Europe.
      </p>`,
      metaDescription: "SunExpress tickets: compare holiday flights from Antalya and İzmir.",
    },
  ),
  airline(
    "LH",
    "lufthansa",
    {
      intro: html`<p>
        Lufthansa, Frankfurt ve Münih'ten İstanbul, Ankara, İzmir ve tatil bölgelerindeki havalimanlarına uçar.
        Aktarmalı yolculuklarda Almanya üzerinden dünyanın her yerine bağlantı sunar.
      </p>`,
      metaDescription: "Lufthansa uçak biletleri: Frankfurt ve Münih ile Türkiye arasındaki uçuşları karşılaştırın.",
    },
    {
      intro: html`<p>
        Lufthansa flies from Frankfurt and Munich to Istanbul, Ankara, İzmir and the holiday airports, with connections
        worldwide through Germany.
      </p>`,
      metaDescription: "Lufthansa tickets: compare flights between Frankfurt, Munich and Türkiye.",
    },
  ),
  airline(
    "BA",
    "british-airways",
    {
      intro: html`<p>
        British Airways, Londra Heathrow'dan İstanbul'a ve yaz aylarında Ege ile Akdeniz havalimanlarına uçar.
      </p>`,
      metaDescription: "British Airways uçak biletleri: Londra ile Türkiye arasındaki uçuşları karşılaştırın.",
    },
    {
      intro: html`<p>
        British Airways flies from London Heathrow to Istanbul and, in summer, to the Aegean and Mediterranean airports.
      </p>`,
      metaDescription: "British Airways tickets: compare flights between London and Türkiye.",
    },
  ),
  airline(
    "EK",
    "emirates",
    {
      intro: html`<p>
        Emirates, Dubai üzerinden Türkiye'yi Orta Doğu, Asya ve Avustralya'ya bağlar; geniş gövdeli uçaklarında business
        kabin de sunar.
      </p>`,
      metaDescription: "Emirates uçak biletleri: Dubai aktarmalı uçuşları karşılaştırın.",
    },
    {
      intro: html`<p>
        Emirates links Türkiye with the Middle East, Asia and Australia through Dubai, with a business cabin on its
        wide-body aircraft.
      </p>`,
      metaDescription: "Emirates tickets: compare flights via Dubai.",
    },
  ),
  airline(
    "QR",
    "qatar-airways",
    {
      intro: html`<p>
        Qatar Airways, Doha üzerinden Türkiye'den Asya, Afrika ve Okyanusya'ya aktarmalı uçuşlar sunar.
      </p>`,
      metaDescription: "Qatar Airways uçak biletleri: Doha aktarmalı uçuşları karşılaştırın.",
    },
    {
      intro: html`<p>Qatar Airways offers connections from Türkiye to Asia, Africa and Oceania through Doha.</p>`,
      metaDescription: "Qatar Airways tickets: compare flights via Doha.",
    },
  ),
];
