/**
 * Hero slides: four on the home page, one each on the car rental and flight home pages. Images live
 * under /images/content/; links are site-relative in the slide's language.
 */
import { percentText } from "./campaign-terms";
import { type Document, bilingual } from "./document";

type SlidePage = "home" | "car" | "flight";

interface SlideText {
  readonly title: string;
  readonly subtitle: string;
  readonly imageAlt: string;
  readonly url: string;
}

function slide(
  documentId: string,
  page: SlidePage,
  order: number,
  image: string,
  tr: SlideText,
  en: SlideText,
): Document {
  return bilingual("sliders", documentId, { page, order, image: `/images/content/${image}` }, tr, en);
}

export const SLIDERS: readonly Document[] = [
  slide(
    "slide-home-antalya",
    "home",
    1,
    "slider-antalya.jpg",
    {
      title: "Antalya'da yaz sizi bekliyor",
      subtitle: "Havalimanında teslim ve sınırsız kilometre seçenekleriyle araç kiralama.",
      imageAlt: "Antalya'da falezlerin üzerinden görünen turkuaz deniz ve sahil yolu",
      url: "/arac-kiralama/turkiye/antalya",
    },
    {
      title: "Summer is waiting in Antalya",
      subtitle: "Car rental with airport pickup and unlimited mileage options.",
      imageAlt: "Turquoise sea and the coastal road seen from the cliffs of Antalya",
      url: "/en/car/turkiye/antalya",
    },
  ),
  slide(
    "slide-home-flight-week",
    "home",
    2,
    "slider-flight-week.jpg",
    {
      title: "Uçak bileti haftası",
      subtitle: "Yurt içi uçuşlarda ek bagaj hediye; tüm havayollarının uçuşlarını tek aramada karşılaştırın.",
      imageAlt: "Gün batımında piste inişe geçen yolcu uçağı",
      url: "/kampanya/ucak-bileti-haftasi",
    },
    {
      title: "Flight week",
      subtitle: "Extra baggage free on domestic flights; compare every airline's flights in one search.",
      imageAlt: "A passenger plane landing on the runway at sunset",
      url: "/en/campaign/ucak-bileti-haftasi",
    },
  ),
  slide(
    "slide-home-aegean",
    "home",
    3,
    "slider-bodrum.jpg",
    {
      title: "Ege koylarını kendi rotanızla keşfedin",
      subtitle: "Bodrum, Dalaman ve İzmir havalimanlarında karşılama hizmetiyle teslim edilen araçlar.",
      imageAlt: "Bodrum'da beyaz evler, marina ve yelkenli tekneler",
      url: "/arac-kiralama/turkiye/mugla",
    },
    {
      title: "Explore the Aegean bays on your own route",
      subtitle: "Cars handed over with meet-and-greet at Bodrum, Dalaman and Izmir airports.",
      imageAlt: "White houses, the marina and sailing boats in Bodrum",
      url: "/en/car/turkiye/mugla",
    },
  ),
  slide(
    "slide-home-suv",
    "home",
    4,
    "slider-suv.jpg",
    {
      title: `Aileniz için geniş SUV'lar ${percentText("SUV15", "tr")} indirimli`,
      subtitle: "SUV15 koduyla tüm SUV sınıfı kiralamalarda geçerli.",
      imageAlt: "Dağ yolunda ilerleyen beyaz bir SUV",
      url: "/kampanya/suv-indirimi",
    },
    {
      title: `Roomy SUVs for the family, ${percentText("SUV15", "en")} off`,
      subtitle: "Use code SUV15 on every SUV class rental.",
      imageAlt: "A white SUV driving along a mountain road",
      url: "/en/campaign/suv-indirimi",
    },
  ),
  slide(
    "slide-car-istanbul",
    "car",
    1,
    "slider-istanbul.jpg",
    {
      title: "İstanbul'un iki havalimanında terminal içi teslim",
      subtitle:
        "İstanbul Havalimanı ve Sabiha Gökçen'de tüm anlaşmalı kiralama şirketlerinin tekliflerini karşılaştırın.",
      imageAlt: "Gece ışıklandırılmış Boğaz köprüsü ve İstanbul silueti",
      url: "/arac-kiralama/turkiye/istanbul/istanbul-havalimani",
    },
    {
      title: "In-terminal pickup at both Istanbul airports",
      subtitle: "Compare offers from all our partner rental companies at Istanbul Airport and Sabiha Gökçen.",
      imageAlt: "The Bosphorus bridge lit up at night and the Istanbul skyline",
      url: "/en/car/turkiye/istanbul/istanbul-havalimani",
    },
  ),
  slide(
    "slide-flight-trabzon",
    "flight",
    1,
    "slider-trabzon.jpg",
    {
      title: "Karadeniz yaylalarına uçun",
      subtitle: "İstanbul ve Ankara'dan Trabzon'a düzenli uçuşlar, uygun fiyatlı Light paketlerle.",
      imageAlt: "Sis içindeki yeşil Karadeniz yaylası ve ahşap evler",
      url: "/ucak-bileti/turkiye/trabzon",
    },
    {
      title: "Fly to the Black Sea highlands",
      subtitle: "Regular flights from Istanbul and Ankara to Trabzon, with affordable Light fares.",
      imageAlt: "A green Black Sea plateau with wooden houses in the mist",
      url: "/en/flight/turkiye/trabzon",
    },
  ),
];
