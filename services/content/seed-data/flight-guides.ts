/**
 * The flight home's informative content (`flight-lists` of kind "flight-guide"): short guides to
 * booking, baggage and documents, in every language of the site (spec section 9).
 */
import { type Document, html } from "./document";

type Guide = { readonly title: string; readonly body: string };
type Languages = "tr" | "en" | "de" | "es" | "fr" | "it" | "pt" | "nl" | "ru" | "ja" | "zh" | "ko" | "hi" | "ar";

function guide(slug: string, order: number, texts: Readonly<Record<Languages, Guide>>): Document {
  const shared = { kind: "flight-guide", slug, order };
  const data = Object.fromEntries(Object.entries(texts).map(([locale, text]) => [locale, { ...shared, ...text }]));
  return {
    collection: "flight-lists",
    documentId: `flight-guide-${slug}`,
    data: { ...data, tr: data.tr!, en: data.en! },
  };
}

const p = (text: string) => html`<p>${text}</p>`;

export const FLIGHT_GUIDES: readonly Document[] = [
  guide("when-to-book", 1, {
    tr: {
      title: "Ne zaman bilet almalı?",
      body: p(
        "Yurt içi uçuşlarda fiyatlar genellikle kalkıştan üç ila altı hafta önce en uygundur; hafta ortası uçuşlar cuma ve pazar uçuşlarından daha ucuzdur. Sonuç sayfasında seçtiğiniz günün çevresindeki tarihleri karşılaştırabilirsiniz.",
      ),
    },
    en: {
      title: "When to book",
      body: p(
        "Domestic fares are usually lowest three to six weeks before departure, and midweek flights cost less than Friday and Sunday ones. The results page compares the days around the date you choose.",
      ),
    },
    de: {
      title: "Wann buchen?",
      body: p(
        "Inlandstarife sind meist drei bis sechs Wochen vor Abflug am günstigsten, und Flüge unter der Woche kosten weniger als am Freitag oder Sonntag. Die Ergebnisseite vergleicht die Tage rund um Ihr gewähltes Datum.",
      ),
    },
    es: {
      title: "Cuándo reservar",
      body: p(
        "Las tarifas nacionales suelen ser más bajas entre tres y seis semanas antes de la salida, y los vuelos entre semana cuestan menos que los de viernes y domingo. La página de resultados compara los días cercanos a la fecha que elijas.",
      ),
    },
    fr: {
      title: "Quand réserver ?",
      body: p(
        "Les tarifs intérieurs sont en général les plus bas trois à six semaines avant le départ, et les vols en semaine coûtent moins cher que ceux du vendredi et du dimanche. La page de résultats compare les jours autour de la date choisie.",
      ),
    },
    it: {
      title: "Quando prenotare",
      body: p(
        "Le tariffe nazionali sono di solito più basse da tre a sei settimane prima della partenza, e i voli infrasettimanali costano meno di quelli del venerdì e della domenica. La pagina dei risultati confronta i giorni vicini alla data scelta.",
      ),
    },
    pt: {
      title: "Quando reservar",
      body: p(
        "As tarifas domésticas costumam ser mais baixas entre três e seis semanas antes da partida, e os voos a meio da semana custam menos do que os de sexta e domingo. A página de resultados compara os dias próximos da data escolhida.",
      ),
    },
    nl: {
      title: "Wanneer boeken?",
      body: p(
        "Binnenlandse tarieven zijn meestal het laagst drie tot zes weken voor vertrek, en vluchten midden in de week kosten minder dan op vrijdag en zondag. De resultatenpagina vergelijkt de dagen rond de gekozen datum.",
      ),
    },
    ru: {
      title: "Когда покупать билеты",
      body: p(
        "Внутренние тарифы обычно ниже всего за три–шесть недель до вылета, а рейсы в середине недели дешевле, чем в пятницу и воскресенье. На странице результатов можно сравнить соседние с выбранной даты.",
      ),
    },
    ja: {
      title: "予約のタイミング",
      body: p(
        "国内線の運賃は出発の3〜6週間前が最も安いことが多く、週の半ばの便は金曜や日曜の便より安くなります。検索結果ページでは、選んだ日の前後の日付を比較できます。",
      ),
    },
    zh: {
      title: "何时预订",
      body: p(
        "国内航线票价通常在出发前三至六周最低，周中航班比周五和周日的航班更便宜。结果页面会比较您所选日期前后几天的票价。",
      ),
    },
    ko: {
      title: "예약 시기",
      body: p(
        "국내선 요금은 보통 출발 3~6주 전에 가장 저렴하며, 주중 항공편이 금요일과 일요일 항공편보다 저렴합니다. 검색 결과 페이지에서 선택한 날짜 전후의 날짜를 비교할 수 있습니다.",
      ),
    },
    hi: {
      title: "कब बुक करें",
      body: p(
        "घरेलू किराए आम तौर पर प्रस्थान से तीन से छह सप्ताह पहले सबसे कम होते हैं, और सप्ताह के बीच की उड़ानें शुक्रवार और रविवार की उड़ानों से सस्ती होती हैं। परिणाम पेज आपकी चुनी हुई तारीख के आसपास के दिनों की तुलना करता है।",
      ),
    },
    ar: {
      title: "متى تحجز؟",
      body: p(
        "تكون أسعار الرحلات الداخلية عادةً في أدنى مستوياتها قبل الإقلاع بثلاثة إلى ستة أسابيع، ورحلات منتصف الأسبوع أرخص من رحلات الجمعة والأحد. تقارن صفحة النتائج الأيام المحيطة بالتاريخ الذي تختاره.",
      ),
    },
  }),
  guide("baggage-and-fare-brands", 2, {
    tr: {
      title: "Bagaj ve paketler",
      body: p(
        "Havayolları farklı paketler sunar: en hafif paket yalnızca kabin bagajını içerir, üst paketler kayıtlı bagaj, değişiklik ve iade hakkı ekler. Uçuşunuzu seçmeden önce paketlerin kurallarını karşılaştırın.",
      ),
    },
    en: {
      title: "Baggage and fare brands",
      body: p(
        "Airlines sell several fare brands: the lightest includes cabin baggage only, higher ones add checked baggage, changes and refunds. Compare the brands' rules before you choose your flight.",
      ),
    },
    de: {
      title: "Gepäck und Tarife",
      body: p(
        "Fluggesellschaften bieten mehrere Tarife an: Der günstigste enthält nur Handgepäck, höhere Tarife bieten aufgegebenes Gepäck, Umbuchung und Erstattung. Vergleichen Sie die Tarifbedingungen, bevor Sie Ihren Flug wählen.",
      ),
    },
    es: {
      title: "Equipaje y tarifas",
      body: p(
        "Las aerolíneas ofrecen varias tarifas: la más básica incluye solo el equipaje de mano y las superiores añaden equipaje facturado, cambios y reembolsos. Compara las condiciones de cada tarifa antes de elegir tu vuelo.",
      ),
    },
    fr: {
      title: "Bagages et formules tarifaires",
      body: p(
        "Les compagnies proposent plusieurs formules : la plus légère ne comprend que le bagage cabine, les suivantes ajoutent le bagage en soute, les modifications et le remboursement. Comparez leurs conditions avant de choisir votre vol.",
      ),
    },
    it: {
      title: "Bagagli e tariffe",
      body: p(
        "Le compagnie aeree offrono più tariffe: la più leggera include solo il bagaglio a mano, quelle superiori aggiungono bagaglio da stiva, modifiche e rimborsi. Confronta le regole delle tariffe prima di scegliere il volo.",
      ),
    },
    pt: {
      title: "Bagagem e tarifas",
      body: p(
        "As companhias aéreas vendem várias tarifas: a mais leve inclui apenas bagagem de cabine e as superiores acrescentam bagagem de porão, alterações e reembolsos. Compare as regras das tarifas antes de escolher o voo.",
      ),
    },
    nl: {
      title: "Bagage en tariefsoorten",
      body: p(
        "Luchtvaartmaatschappijen verkopen meerdere tariefsoorten: de lichtste bevat alleen handbagage, hogere voegen ruimbagage, wijzigen en terugbetaling toe. Vergelijk de voorwaarden voordat u uw vlucht kiest.",
      ),
    },
    ru: {
      title: "Багаж и тарифы",
      body: p(
        "Авиакомпании продают несколько тарифов: самый лёгкий включает только ручную кладь, более высокие добавляют багаж, обмен и возврат. Сравните правила тарифов, прежде чем выбрать рейс.",
      ),
    },
    ja: {
      title: "手荷物と運賃タイプ",
      body: p(
        "航空会社は複数の運賃タイプを販売しています。最も安いタイプは機内持ち込み手荷物のみで、上位のタイプには受託手荷物や変更・払い戻しが含まれます。便を選ぶ前に各運賃の規則を比較してください。",
      ),
    },
    zh: {
      title: "行李与票价套餐",
      body: p(
        "航空公司提供多种票价套餐：最基础的套餐仅含手提行李，更高级的套餐包含托运行李以及改签和退票。选择航班前，请比较各套餐的规则。",
      ),
    },
    ko: {
      title: "수하물과 운임 유형",
      body: p(
        "항공사는 여러 운임 유형을 판매합니다. 가장 저렴한 유형은 기내 수하물만 포함하고, 상위 유형에는 위탁 수하물, 변경 및 환불이 포함됩니다. 항공편을 고르기 전에 운임 규정을 비교하세요.",
      ),
    },
    hi: {
      title: "सामान और किराया श्रेणियाँ",
      body: p(
        "एयरलाइंस कई किराया श्रेणियाँ बेचती हैं: सबसे हल्की में केवल केबिन सामान शामिल होता है, ऊँची श्रेणियों में चेक-इन सामान, बदलाव और रिफ़ंड जुड़ते हैं। अपनी उड़ान चुनने से पहले श्रेणियों के नियमों की तुलना करें।",
      ),
    },
    ar: {
      title: "الأمتعة وفئات الأسعار",
      body: p(
        "تبيع شركات الطيران عدة فئات أسعار: الأخف تشمل أمتعة المقصورة فقط، والأعلى تضيف الأمتعة المسجلة والتعديل والاسترداد. قارن شروط الفئات قبل اختيار رحلتك.",
      ),
    },
  }),
  guide("documents", 3, {
    tr: {
      title: "Uçuş için belgeler",
      body: p(
        "Yurt içi uçuşlarda kimlik kartı veya pasaport yeterlidir; çocuklar ve bebekler de kendi kimlik belgeleriyle seyahat eder. E-biletinizi yanınızda bulundurun ve havalimanına erken gidin.",
      ),
    },
    en: {
      title: "Documents for your flight",
      body: p(
        "On domestic flights an identity card or passport is enough; children and infants travel with their own identity document. Keep your e-ticket at hand and arrive at the airport in good time.",
      ),
    },
    de: {
      title: "Dokumente für Ihren Flug",
      body: p(
        "Auf Inlandsflügen genügt ein Personalausweis oder Reisepass; Kinder und Kleinkinder reisen mit eigenem Ausweisdokument. Halten Sie Ihr E-Ticket bereit und seien Sie rechtzeitig am Flughafen.",
      ),
    },
    es: {
      title: "Documentos para tu vuelo",
      body: p(
        "En los vuelos nacionales basta con el documento de identidad o el pasaporte; los niños y bebés viajan con su propio documento. Ten a mano tu billete electrónico y llega al aeropuerto con tiempo.",
      ),
    },
    fr: {
      title: "Documents pour votre vol",
      body: p(
        "Sur les vols intérieurs, une carte d'identité ou un passeport suffit ; les enfants et les bébés voyagent avec leur propre pièce d'identité. Gardez votre billet électronique à portée de main et arrivez à l'aéroport en avance.",
      ),
    },
    it: {
      title: "Documenti per il volo",
      body: p(
        "Sui voli nazionali basta la carta d'identità o il passaporto; bambini e neonati viaggiano con il proprio documento. Tieni a portata di mano il biglietto elettronico e arriva in aeroporto per tempo.",
      ),
    },
    pt: {
      title: "Documentos para o voo",
      body: p(
        "Nos voos domésticos basta o cartão de identidade ou o passaporte; crianças e bebés viajam com o seu próprio documento. Tenha o bilhete eletrónico à mão e chegue ao aeroporto com antecedência.",
      ),
    },
    nl: {
      title: "Documenten voor uw vlucht",
      body: p(
        "Op binnenlandse vluchten volstaat een identiteitskaart of paspoort; kinderen en baby's reizen met een eigen identiteitsbewijs. Houd uw e-ticket bij de hand en wees op tijd op de luchthaven.",
      ),
    },
    ru: {
      title: "Документы для перелёта",
      body: p(
        "На внутренних рейсах достаточно удостоверения личности или паспорта; дети и младенцы путешествуют со своими документами. Держите электронный билет под рукой и приезжайте в аэропорт заранее.",
      ),
    },
    ja: {
      title: "搭乗に必要な書類",
      body: p(
        "国内線では身分証明書またはパスポートがあれば搭乗できます。子どもや幼児も本人の身分証明書が必要です。eチケットを手元に用意し、余裕を持って空港へお越しください。",
      ),
    },
    zh: {
      title: "乘机所需证件",
      body: p("乘坐国内航班时，身份证或护照即可；儿童和婴儿须携带本人的身份证件。请随身携带电子客票，并提前到达机场。"),
    },
    ko: {
      title: "탑승에 필요한 서류",
      body: p(
        "국내선은 신분증이나 여권만 있으면 됩니다. 어린이와 유아도 본인의 신분증이 필요합니다. 전자항공권을 준비하고 공항에 여유 있게 도착하세요.",
      ),
    },
    hi: {
      title: "उड़ान के लिए दस्तावेज़",
      body: p(
        "घरेलू उड़ानों पर पहचान-पत्र या पासपोर्ट काफ़ी है; बच्चे और शिशु अपने पहचान दस्तावेज़ के साथ यात्रा करते हैं। अपना ई-टिकट साथ रखें और समय से हवाई अड्डे पहुँचें।",
      ),
    },
    ar: {
      title: "وثائق رحلتك",
      body: p(
        "في الرحلات الداخلية تكفي بطاقة الهوية أو جواز السفر، ويسافر الأطفال والرضّع بوثيقة هوية خاصة بهم. احتفظ بتذكرتك الإلكترونية في متناول يدك واحضر إلى المطار مبكرًا.",
      ),
    },
  }),
];
