/**
 * Flight destination pages (`/ucak-bileti/{country}/{city}`, `/flight/{country}/{city}[/{airport}]`),
 * in the `cities` collection: a city's airports (IATA codes of the inventory's places, with the same
 * airport slugs as the car rental location pages) and a short guide to flying there.
 */
import { type Document, html, bilingual } from "./document";

interface Airport {
  readonly iata: string;
  readonly slug: string;
  readonly name: string;
}

interface DestinationText {
  readonly name: string;
  readonly title: string;
  readonly intro: string;
  readonly metaTitle: string;
  readonly metaDescription: string;
  readonly airports: readonly Airport[];
}

function destination(slug: string, tr: DestinationText, en: DestinationText): Document {
  const shared = { slug, country: "turkiye", countryCode: "TR", kind: "flight-destination" };
  return bilingual("cities", `flight-${slug}`, shared, tr, en);
}

export const FLIGHT_DESTINATIONS: readonly Document[] = [
  destination(
    "istanbul",
    {
      name: "İstanbul",
      title: "İstanbul Uçak Bileti",
      intro: html`
        <p>
          İstanbul'a iki büyük havalimanından ulaşılır: Avrupa yakasındaki İstanbul Havalimanı (IST) ve Anadolu
          yakasındaki Sabiha Gökçen (SAW). Türkiye'nin her yerinden ve dünyanın dört bir yanından günün her saatinde
          sefer vardır.
        </p>
        <p>
          Gideceğiniz semte göre havalimanı seçin: Taksim, Beşiktaş ve tarihi yarımada için IST, Kadıköy, Ataşehir ve
          Kartal için SAW daha yakındır.
        </p>
      `,
      metaTitle: "İstanbul Uçak Bileti | RotaGo",
      metaDescription:
        "İstanbul uçak biletlerini karşılaştırın: İstanbul Havalimanı ve Sabiha Gökçen'e tüm havayollarının uçuşları.",
      airports: [
        { iata: "IST", slug: "istanbul-havalimani", name: "İstanbul Havalimanı" },
        { iata: "SAW", slug: "sabiha-gokcen-havalimani", name: "Sabiha Gökçen Havalimanı" },
      ],
    },
    {
      name: "Istanbul",
      title: "Flights to Istanbul",
      intro: html`
        <p>
          Istanbul has two large airports: Istanbul Airport (IST) on the European side and Sabiha Gökçen (SAW) on the
          Asian side. Flights arrive from all over Türkiye and the world around the clock.
        </p>
        <p>
          Choose the airport by where you are staying: IST is closer to Taksim, Beşiktaş and the old city, SAW to
          Kadıköy, Ataşehir and Kartal.
        </p>
      `,
      metaTitle: "Flights to Istanbul | RotaGo",
      metaDescription:
        "Compare flights to Istanbul: every airline to Istanbul Airport and Sabiha Gökçen, with baggage and fares.",
      airports: [
        { iata: "IST", slug: "istanbul-havalimani", name: "Istanbul Airport" },
        { iata: "SAW", slug: "sabiha-gokcen-havalimani", name: "Sabiha Gökçen Airport" },
      ],
    },
  ),
  destination(
    "antalya",
    {
      name: "Antalya",
      title: "Antalya Uçak Bileti",
      intro: html`
        <p>
          Antalya Havalimanı (AYT), Türkiye'nin en yoğun tatil havalimanıdır. Yaz aylarında Avrupa'nın pek çok şehrinden
          ve yurt içinden günde yüzlerce uçuş iner; Kemer, Belek, Side ve Alanya'ya buradan ulaşılır.
        </p>
      `,
      metaTitle: "Antalya Uçak Bileti | RotaGo",
      metaDescription:
        "Antalya uçak biletlerini karşılaştırın: yurt içi ve yurt dışından Antalya Havalimanı'na uçuşlar.",
      airports: [{ iata: "AYT", slug: "antalya-havalimani", name: "Antalya Havalimanı" }],
    },
    {
      name: "Antalya",
      title: "Flights to Antalya",
      intro: html`
        <p>
          Antalya Airport (AYT) is Türkiye's busiest holiday airport. In summer hundreds of flights a day land from
          across Europe and Türkiye; Kemer, Belek, Side and Alanya are reached from here.
        </p>
      `,
      metaTitle: "Flights to Antalya | RotaGo",
      metaDescription: "Compare flights to Antalya Airport from Türkiye and abroad, with baggage and fares.",
      airports: [{ iata: "AYT", slug: "antalya-havalimani", name: "Antalya Airport" }],
    },
  ),
  destination(
    "izmir",
    {
      name: "İzmir",
      title: "İzmir Uçak Bileti",
      intro: html`
        <p>
          İzmir Adnan Menderes Havalimanı (ADB), Ege'nin kapısıdır. Çeşme, Alaçatı, Efes ve Kuşadası'na gidecekler için
          en yakın havalimanıdır; İstanbul ve Ankara'dan gün boyu sık sefer vardır.
        </p>
      `,
      metaTitle: "İzmir Uçak Bileti | RotaGo",
      metaDescription:
        "İzmir uçak biletlerini karşılaştırın: Adnan Menderes Havalimanı'na yurt içi ve yurt dışı uçuşlar.",
      airports: [{ iata: "ADB", slug: "izmir-adnan-menderes-havalimani", name: "İzmir Adnan Menderes Havalimanı" }],
    },
    {
      name: "İzmir",
      title: "Flights to İzmir",
      intro: html`
        <p>
          İzmir Adnan Menderes Airport (ADB) is the gateway to the Aegean: the nearest airport for Çeşme, Alaçatı,
          Ephesus and Kuşadası, with frequent flights from Istanbul and Ankara all day.
        </p>
      `,
      metaTitle: "Flights to İzmir | RotaGo",
      metaDescription: "Compare flights to İzmir Adnan Menderes Airport from Türkiye and abroad.",
      airports: [{ iata: "ADB", slug: "izmir-adnan-menderes-havalimani", name: "İzmir Adnan Menderes Airport" }],
    },
  ),
  destination(
    "ankara",
    {
      name: "Ankara",
      title: "Ankara Uçak Bileti",
      intro: html`
        <p>
          Başkent Ankara'nın havalimanı Esenboğa (ESB), şehir merkezine yaklaşık 30 km uzaklıktadır. İş seyahatleri için
          sabah ve akşam saatlerinde İstanbul, İzmir ve Antalya'dan çok sayıda sefer bulunur.
        </p>
      `,
      metaTitle: "Ankara Uçak Bileti | RotaGo",
      metaDescription: "Ankara uçak biletlerini karşılaştırın: Esenboğa Havalimanı'na tüm havayollarının uçuşları.",
      airports: [{ iata: "ESB", slug: "ankara-esenboga-havalimani", name: "Ankara Esenboğa Havalimanı" }],
    },
    {
      name: "Ankara",
      title: "Flights to Ankara",
      intro: html`
        <p>
          The capital's airport, Esenboğa (ESB), is about 30 km from the city centre. For business travel there are many
          morning and evening flights from Istanbul, İzmir and Antalya.
        </p>
      `,
      metaTitle: "Flights to Ankara | RotaGo",
      metaDescription: "Compare flights to Ankara Esenboğa Airport from every airline.",
      airports: [{ iata: "ESB", slug: "ankara-esenboga-havalimani", name: "Ankara Esenboğa Airport" }],
    },
  ),
  destination(
    "trabzon",
    {
      name: "Trabzon",
      title: "Trabzon Uçak Bileti",
      intro: html`
        <p>
          Trabzon Havalimanı (TZX), Karadeniz yaylalarına, Uzungöl'e ve Sümela Manastırı'na gidenlerin başlangıç
          noktasıdır. Havalimanı şehir merkezine çok yakındır.
        </p>
      `,
      metaTitle: "Trabzon Uçak Bileti | RotaGo",
      metaDescription: "Trabzon uçak biletlerini karşılaştırın: Karadeniz'e uygun fiyatlı uçuşlar.",
      airports: [{ iata: "TZX", slug: "trabzon-havalimani", name: "Trabzon Havalimanı" }],
    },
    {
      name: "Trabzon",
      title: "Flights to Trabzon",
      intro: html`
        <p>
          Trabzon Airport (TZX) is the starting point for the Black Sea plateaus, Uzungöl and Sümela Monastery. The
          airport is right next to the city centre.
        </p>
      `,
      metaTitle: "Flights to Trabzon | RotaGo",
      metaDescription: "Compare flights to Trabzon: affordable flights to the Black Sea coast.",
      airports: [{ iata: "TZX", slug: "trabzon-havalimani", name: "Trabzon Airport" }],
    },
  ),
  destination(
    "mugla",
    {
      name: "Muğla",
      title: "Muğla Uçak Bileti (Dalaman, Bodrum)",
      intro: html`
        <p>
          Muğla'nın iki havalimanı vardır: Fethiye, Marmaris ve Göcek için Dalaman (DLM), Bodrum yarımadası için
          Milas-Bodrum (BJV). Yaz aylarında Avrupa'dan doğrudan uçuşlar da bulunur.
        </p>
      `,
      metaTitle: "Muğla Uçak Bileti: Dalaman ve Bodrum | RotaGo",
      metaDescription: "Dalaman ve Milas-Bodrum uçak biletlerini karşılaştırın; Fethiye, Marmaris ve Bodrum'a uçuşlar.",
      airports: [
        { iata: "DLM", slug: "dalaman-havalimani", name: "Dalaman Havalimanı" },
        { iata: "BJV", slug: "milas-bodrum-havalimani", name: "Milas-Bodrum Havalimanı" },
      ],
    },
    {
      name: "Muğla",
      title: "Flights to Muğla (Dalaman, Bodrum)",
      intro: html`
        <p>
          Muğla has two airports: Dalaman (DLM) for Fethiye, Marmaris and Göcek, and Milas-Bodrum (BJV) for the Bodrum
          peninsula. In summer there are direct flights from across Europe too.
        </p>
      `,
      metaTitle: "Flights to Muğla: Dalaman and Bodrum | RotaGo",
      metaDescription: "Compare flights to Dalaman and Milas-Bodrum for Fethiye, Marmaris and Bodrum.",
      airports: [
        { iata: "DLM", slug: "dalaman-havalimani", name: "Dalaman Airport" },
        { iata: "BJV", slug: "milas-bodrum-havalimani", name: "Milas-Bodrum Airport" },
      ],
    },
  ),
];
