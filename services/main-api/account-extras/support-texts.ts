/**
 * The support desk's and the credit bureau's messages in the visitor's language, any of the
 * shop's 14: the acknowledgement of a support ticket (`{ticket}`, `{topic}`: the subject's name
 * below) and the Findeks confirmation SMS (`{pin}`). A test holds every language to English's
 * placeholders and lines (services/main-api/message-texts.test.ts).
 */
import type { NameLanguage } from "../../../shared/names";

export interface SupportTexts {
  readonly ticketSubject: string;
  readonly ticketBody: string;
  readonly reservation: string;
  readonly payment: string;
  readonly cancellation: string;
  readonly corporate: string;
  readonly suggestion: string;
  readonly other: string;
  readonly findeksPin: string;
}

export const SUPPORT_TEXTS: Readonly<Record<NameLanguage, SupportTexts>> = {
  tr: {
    ticketSubject: "Talebinizi aldık: {ticket}",
    ticketBody:
      "Merhaba,\n\nMesajınız bize ulaştı. Talep numaranız: {ticket} (Konu: {topic}).\nEn kısa sürede size dönüş yapacağız. Bize yeniden yazarken bu numarayı belirtebilirsiniz.\n\nRotaGo Müşteri Hizmetleri",
    reservation: "Rezervasyon",
    payment: "Ödeme",
    cancellation: "İptal",
    corporate: "Kurumsal araç kiralama",
    suggestion: "Öneri",
    other: "Diğer",
    findeksPin: "Findeks kredi raporu onay kodunuz: {pin}. Kod 3 dakika geçerlidir. Kimseyle paylaşmayın.",
  },
  en: {
    ticketSubject: "We have received your message: {ticket}",
    ticketBody:
      "Hello,\n\nYour message has reached us. Your ticket number is {ticket} (Topic: {topic}).\nWe will get back to you as soon as we can. Please mention this number if you write to us again.\n\nRotaGo Customer Service",
    reservation: "Reservation",
    payment: "Payment",
    cancellation: "Cancellation",
    corporate: "Corporate car rental",
    suggestion: "Suggestion",
    other: "Other",
    findeksPin: "Your Findeks credit report code: {pin}. It is valid for 3 minutes. Do not share it.",
  },
  de: {
    ticketSubject: "Wir haben Ihre Nachricht erhalten: {ticket}",
    ticketBody:
      "Guten Tag,\n\nIhre Nachricht ist bei uns eingegangen. Ihre Vorgangsnummer lautet {ticket} (Thema: {topic}).\nWir melden uns so schnell wie möglich bei Ihnen. Bitte geben Sie diese Nummer an, wenn Sie uns erneut schreiben.\n\nRotaGo-Kundenservice",
    reservation: "Buchung",
    payment: "Zahlung",
    cancellation: "Stornierung",
    corporate: "Firmenwagenmiete",
    suggestion: "Vorschlag",
    other: "Sonstiges",
    findeksPin:
      "Ihr Code für den Findeks-Kreditbericht: {pin}. Er ist 3 Minuten gültig. Geben Sie ihn an niemanden weiter.",
  },
  es: {
    ticketSubject: "Hemos recibido tu mensaje: {ticket}",
    ticketBody:
      "Hola:\n\nTu mensaje nos ha llegado. Tu número de solicitud es {ticket} (Asunto: {topic}).\nTe responderemos lo antes posible. Si vuelves a escribirnos, indica este número.\n\nRotaGo Atención al cliente",
    reservation: "Reserva",
    payment: "Pago",
    cancellation: "Cancelación",
    corporate: "Alquiler de coches para empresas",
    suggestion: "Sugerencia",
    other: "Otros",
    findeksPin:
      "Tu código del informe de crédito de Findeks: {pin}. Es válido durante 3 minutos. No lo compartas con nadie.",
  },
  fr: {
    ticketSubject: "Nous avons bien reçu votre message : {ticket}",
    ticketBody:
      "Bonjour,\n\nVotre message nous est bien parvenu. Votre numéro de demande est le {ticket} (Sujet : {topic}).\nNous vous répondrons dans les meilleurs délais. Merci d'indiquer ce numéro si vous nous écrivez à nouveau.\n\nRotaGo Service client",
    reservation: "Réservation",
    payment: "Paiement",
    cancellation: "Annulation",
    corporate: "Location de voitures pour entreprises",
    suggestion: "Suggestion",
    other: "Autre",
    findeksPin:
      "Votre code pour le rapport de crédit Findeks : {pin}. Il est valable 3 minutes. Ne le communiquez à personne.",
  },
  it: {
    ticketSubject: "Abbiamo ricevuto il tuo messaggio: {ticket}",
    ticketBody:
      "Ciao,\n\nIl tuo messaggio ci è arrivato. Il numero della tua richiesta è {ticket} (Argomento: {topic}).\nTi risponderemo il prima possibile. Se ci scrivi di nuovo, indica questo numero.\n\nRotaGo Servizio clienti",
    reservation: "Prenotazione",
    payment: "Pagamento",
    cancellation: "Cancellazione",
    corporate: "Noleggio auto aziendale",
    suggestion: "Suggerimento",
    other: "Altro",
    findeksPin:
      "Il tuo codice per il report di credito Findeks: {pin}. È valido per 3 minuti. Non condividerlo con nessuno.",
  },
  pt: {
    ticketSubject: "Recebemos a sua mensagem: {ticket}",
    ticketBody:
      "Olá,\n\nA sua mensagem chegou até nós. O número do seu pedido de apoio é {ticket} (Assunto: {topic}).\nEntraremos em contacto consigo o mais brevemente possível. Se voltar a escrever-nos, indique este número.\n\nRotaGo Apoio ao Cliente",
    reservation: "Reserva",
    payment: "Pagamento",
    cancellation: "Cancelamento",
    corporate: "Aluguer de carros para empresas",
    suggestion: "Sugestão",
    other: "Outros",
    findeksPin:
      "O seu código do relatório de crédito Findeks: {pin}. É válido durante 3 minutos. Não o partilhe com ninguém.",
  },
  nl: {
    ticketSubject: "We hebben uw bericht ontvangen: {ticket}",
    ticketBody:
      "Beste klant,\n\nUw bericht is bij ons binnengekomen. Uw ticketnummer is {ticket} (Onderwerp: {topic}).\nWe nemen zo snel mogelijk contact met u op. Vermeld dit nummer als u ons opnieuw schrijft.\n\nRotaGo Klantenservice",
    reservation: "Reservering",
    payment: "Betaling",
    cancellation: "Annulering",
    corporate: "Zakelijke autoverhuur",
    suggestion: "Suggestie",
    other: "Overig",
    findeksPin: "Uw code voor het Findeks-kredietrapport: {pin}. Deze is 3 minuten geldig. Deel deze code met niemand.",
  },
  ru: {
    ticketSubject: "Мы получили Ваше сообщение: {ticket}",
    ticketBody:
      "Здравствуйте!\n\nВаше сообщение получено. Номер Вашего обращения: {ticket} (Тема: {topic}).\nМы ответим Вам в ближайшее время. Если будете писать нам снова, пожалуйста, укажите этот номер.\n\nRotaGo, служба поддержки клиентов",
    reservation: "Бронирование",
    payment: "Оплата",
    cancellation: "Отмена",
    corporate: "Аренда авто для компаний",
    suggestion: "Предложение",
    other: "Другое",
    findeksPin: "Ваш код для кредитного отчёта Findeks: {pin}. Код действителен 3 минуты. Никому его не сообщайте.",
  },
  ja: {
    ticketSubject: "お問い合わせを受け付けました：{ticket}",
    ticketBody:
      "お問い合わせいただき、ありがとうございます。\n\nお客様のメッセージを受け付けました。お問い合わせ番号は{ticket}です（件名：{topic}）。\nできるだけ早くご連絡いたします。再度ご連絡いただく際は、この番号をお知らせください。\n\nRotaGo カスタマーサービス",
    reservation: "予約",
    payment: "お支払い",
    cancellation: "キャンセル",
    corporate: "法人向けレンタカー",
    suggestion: "ご提案",
    other: "その他",
    findeksPin:
      "Findeks信用情報レポートの確認コードは{pin}です。有効期限は3分間です。このコードは誰にも教えないでください。",
  },
  zh: {
    ticketSubject: "我们已收到您的消息：{ticket}",
    ticketBody:
      "您好！\n\n我们已收到您的消息。您的工单编号为 {ticket}（主题：{topic}）。\n我们会尽快回复您。如您再次联系我们，请提供此编号。\n\nRotaGo 客户服务",
    reservation: "预订",
    payment: "付款",
    cancellation: "取消",
    corporate: "企业租车",
    suggestion: "建议",
    other: "其他",
    findeksPin: "您的 Findeks 信用报告验证码为 {pin}，3 分钟内有效。请勿告知任何人。",
  },
  ko: {
    ticketSubject: "문의가 접수되었습니다: {ticket}",
    ticketBody:
      "안녕하세요.\n\n보내 주신 메시지가 접수되었습니다. 문의 번호는 {ticket}(문의 유형: {topic})입니다.\n최대한 빨리 답변드리겠습니다. 다시 문의하실 때 이 번호를 알려 주세요.\n\nRotaGo 고객센터",
    reservation: "예약",
    payment: "결제",
    cancellation: "취소",
    corporate: "법인 렌터카",
    suggestion: "제안",
    other: "기타",
    findeksPin: "Findeks 신용 보고서 인증 코드는 {pin}입니다. 3분 동안 유효합니다. 다른 사람과 공유하지 마세요.",
  },
  hi: {
    ticketSubject: "हमें आपका संदेश मिल गया है: {ticket}",
    ticketBody:
      "नमस्ते,\n\nआपका संदेश हमें मिल गया है। आपका टिकट नंबर {ticket} है (विषय: {topic})।\nहम जल्द से जल्द आपसे संपर्क करेंगे। अगर आप हमें दोबारा लिखें, तो कृपया यह नंबर बताएँ।\n\nRotaGo ग्राहक सेवा",
    reservation: "बुकिंग",
    payment: "भुगतान",
    cancellation: "रद्दीकरण",
    corporate: "कॉर्पोरेट कार किराया",
    suggestion: "सुझाव",
    other: "अन्य",
    findeksPin: "आपका Findeks क्रेडिट रिपोर्ट कोड: {pin}। यह 3 मिनट तक मान्य है। इसे किसी के साथ साझा न करें।",
  },
  ar: {
    ticketSubject: "تلقينا رسالتك: {ticket}",
    ticketBody:
      "مرحبًا،\n\nوصلتنا رسالتك. رقم طلب الدعم الخاص بك هو {ticket} (الموضوع: {topic}).\nسنرد عليك في أقرب وقت ممكن. يُرجى ذكر هذا الرقم إذا راسلتنا مرة أخرى.\n\nRotaGo خدمة العملاء",
    reservation: "الحجز",
    payment: "الدفع",
    cancellation: "الإلغاء",
    corporate: "تأجير السيارات للشركات",
    suggestion: "اقتراح",
    other: "أخرى",
    findeksPin: "رمزك لتقرير Findeks الائتماني: {pin}، وهو صالح لمدة 3 دقائق. لا تشاركه مع أي شخص.",
  },
};
