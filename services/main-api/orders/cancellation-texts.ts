/**
 * The cancellation's e-mail and SMS in the booking's language, any of the shop's 14. `{placeholders}`
 * are filled by `fillText`; every language has the same ones (a test holds them).
 */
import type { NameLanguage } from "../../../shared/names";

export interface CancellationTexts {
  /** {reservationId} */
  readonly subject: string;
  /** {name} {reservationId} {refund} {page} {find} */
  readonly body: string;
  /** {reservationId} {refund} {find} */
  readonly sms: string;
  /** {amount} {days}: the card's part of the refund. */
  readonly cardRefund: string;
  /** {amount}: the wallet's part. */
  readonly walletRefund: string;
  readonly noRefund: string;
}

export const CANCELLATION_TEXTS: Readonly<Record<NameLanguage, CancellationTexts>> = {
  tr: {
    subject: "Rezervasyonunuz iptal edildi: {reservationId}",
    body: "Merhaba {name},\n\n{reservationId} numaralı rezervasyonunuz iptal edildi.\n{refund}\n\nRezervasyonunuz ve iade durumu: {page}\nGiriş yapmadan: {find} (rezervasyon numarası ve e-posta adresinizle)",
    sms: "RotaGo: {reservationId} numaralı rezervasyonunuz iptal edildi. {refund} {find}",
    cardRefund: "{amount} kartınıza {days} iş günü içinde iade edilecek.",
    walletRefund: "{amount} cüzdanınıza yatırıldı.",
    noRefund: "İade yapılmayacak.",
  },
  en: {
    subject: "Your booking is cancelled: {reservationId}",
    body: "Hello {name},\n\nYour booking {reservationId} has been cancelled.\n{refund}\n\nYour booking and the refund's status: {page}\nWithout signing in: {find} (with your reservation number and e-mail address)",
    sms: "RotaGo: your booking {reservationId} is cancelled. {refund} {find}",
    cardRefund: "{amount} will be back on your card within {days} business days.",
    walletRefund: "{amount} has been added to your wallet.",
    noRefund: "There is no refund.",
  },
  de: {
    subject: "Ihre Buchung wurde storniert: {reservationId}",
    body: "Guten Tag {name},\n\nIhre Buchung {reservationId} wurde storniert.\n{refund}\n\nIhre Buchung und der Stand der Erstattung: {page}\nOhne Anmeldung: {find} (mit Ihrer Reservierungsnummer und E-Mail-Adresse)",
    sms: "RotaGo: Ihre Buchung {reservationId} wurde storniert. {refund} {find}",
    cardRefund: "{amount} werden innerhalb von {days} Werktagen auf Ihre Karte erstattet.",
    walletRefund: "{amount} wurden Ihrem Guthaben gutgeschrieben.",
    noRefund: "Es erfolgt keine Erstattung.",
  },
  es: {
    subject: "Tu reserva se ha cancelado: {reservationId}",
    body: "Hola, {name}:\n\nTu reserva {reservationId} se ha cancelado.\n{refund}\n\nTu reserva y el estado del reembolso: {page}\nSin iniciar sesión: {find} (con tu número de reserva y tu dirección de correo electrónico)",
    sms: "RotaGo: tu reserva {reservationId} se ha cancelado. {refund} {find}",
    cardRefund: "Se reembolsarán {amount} a tu tarjeta en un plazo de {days} días hábiles.",
    walletRefund: "Se han añadido {amount} a tu monedero.",
    noRefund: "No hay reembolso.",
  },
  fr: {
    subject: "Votre réservation est annulée : {reservationId}",
    body: "Bonjour {name},\n\nVotre réservation {reservationId} a été annulée.\n{refund}\n\nVotre réservation et le suivi du remboursement : {page}\nSans vous connecter : {find} (avec votre numéro de réservation et votre adresse e-mail)",
    sms: "RotaGo: votre réservation {reservationId} est annulée. {refund} {find}",
    cardRefund: "{amount} vous seront remboursés sur votre carte sous {days} jours ouvrés.",
    walletRefund: "{amount} ont été ajoutés à votre portefeuille.",
    noRefund: "Aucun remboursement ne sera effectué.",
  },
  it: {
    subject: "La tua prenotazione è stata annullata: {reservationId}",
    body: "Ciao {name},\n\nLa tua prenotazione {reservationId} è stata annullata.\n{refund}\n\nLa tua prenotazione e lo stato del rimborso: {page}\nSenza accedere: {find} (con il numero di prenotazione e l'indirizzo e-mail)",
    sms: "RotaGo: la tua prenotazione {reservationId} è stata annullata. {refund} {find}",
    cardRefund: "{amount} verranno rimborsati sulla tua carta entro {days} giorni lavorativi.",
    walletRefund: "{amount} sono stati aggiunti al tuo portafoglio.",
    noRefund: "Non è previsto alcun rimborso.",
  },
  pt: {
    subject: "A sua reserva foi cancelada: {reservationId}",
    body: "Olá, {name},\n\nA sua reserva {reservationId} foi cancelada.\n{refund}\n\nA sua reserva e o estado do reembolso: {page}\nSem iniciar sessão: {find} (com o número da reserva e o seu endereço de e-mail)",
    sms: "RotaGo: a sua reserva {reservationId} foi cancelada. {refund} {find}",
    cardRefund: "{amount} serão reembolsados no seu cartão no prazo de {days} dias úteis.",
    walletRefund: "{amount} foram adicionados à sua carteira.",
    noRefund: "Não há lugar a reembolso.",
  },
  nl: {
    subject: "Uw boeking is geannuleerd: {reservationId}",
    body: "Beste {name},\n\nUw boeking {reservationId} is geannuleerd.\n{refund}\n\nUw boeking en de status van de terugbetaling: {page}\nZonder in te loggen: {find} (met uw reserveringsnummer en e-mailadres)",
    sms: "RotaGo: uw boeking {reservationId} is geannuleerd. {refund} {find}",
    cardRefund: "{amount} wordt binnen {days} werkdagen teruggestort op uw kaart.",
    walletRefund: "{amount} is bijgeschreven op uw tegoed.",
    noRefund: "Er vindt geen terugbetaling plaats.",
  },
  ru: {
    subject: "Ваше бронирование отменено: {reservationId}",
    body: "Здравствуйте, {name}!\n\nВаше бронирование {reservationId} отменено.\n{refund}\n\nВаше бронирование и статус возврата: {page}\nБез входа в аккаунт: {find} (по номеру бронирования и адресу электронной почты)",
    sms: "RotaGo: Ваше бронирование {reservationId} отменено. {refund} {find}",
    cardRefund: "Сумма {amount} будет возвращена на Вашу карту в течение {days} рабочих дней.",
    walletRefund: "Сумма {amount} зачислена на Ваш кошелёк.",
    noRefund: "Возврат не предусмотрен.",
  },
  ja: {
    subject: "ご予約がキャンセルされました：{reservationId}",
    body: "{name} 様\n\nご予約（予約番号：{reservationId}）はキャンセルされました。\n{refund}\n\nご予約内容と返金状況の確認：{page}\nログインせずに確認：{find}（予約番号とメールアドレスで確認できます）",
    sms: "RotaGo: ご予約 {reservationId} はキャンセルされました。{refund} {find}",
    cardRefund: "{amount}は{days}営業日以内にカードへ返金されます。",
    walletRefund: "{amount}をウォレットに追加しました。",
    noRefund: "返金はありません。",
  },
  zh: {
    subject: "您的预订已取消：{reservationId}",
    body: "{name}，您好！\n\n您的预订 {reservationId} 已取消。\n{refund}\n\n查看预订和退款状态：{page}\n无需登录：{find}（凭预订编号和电子邮箱地址查询）",
    sms: "RotaGo: 您的预订 {reservationId} 已取消。{refund} {find}",
    cardRefund: "{amount} 将在 {days} 个工作日内退回您的银行卡。",
    walletRefund: "{amount} 已存入您的钱包。",
    noRefund: "本次取消不予退款。",
  },
  ko: {
    subject: "예약이 취소되었습니다: {reservationId}",
    body: "{name}님, 안녕하세요.\n\n예약 번호 {reservationId}의 예약이 취소되었습니다.\n{refund}\n\n예약 내역 및 환불 현황: {page}\n로그인 없이 조회: {find} (예약 번호와 이메일 주소로 조회할 수 있습니다)",
    sms: "RotaGo: 예약이 취소되었습니다. 예약 번호: {reservationId}. {refund} {find}",
    cardRefund: "{amount}이(가) 영업일 기준 {days}일 이내에 카드로 환불됩니다.",
    walletRefund: "{amount}이(가) 지갑에 입금되었습니다.",
    noRefund: "환불되는 금액은 없습니다.",
  },
  hi: {
    subject: "आपकी बुकिंग रद्द कर दी गई है: {reservationId}",
    body: "नमस्ते {name},\n\nआपकी बुकिंग {reservationId} रद्द कर दी गई है।\n{refund}\n\nआपकी बुकिंग और रिफ़ंड की स्थिति: {page}\nबिना लॉग इन किए: {find} (अपने बुकिंग नंबर और ई-मेल पते के साथ)",
    sms: "RotaGo: आपकी बुकिंग {reservationId} रद्द कर दी गई है। {refund} {find}",
    cardRefund: "{amount} {days} कार्यदिवसों के भीतर आपके कार्ड पर वापस कर दिए जाएंगे।",
    walletRefund: "{amount} आपके वॉलेट में जोड़ दिए गए हैं।",
    noRefund: "कोई रिफ़ंड नहीं मिलेगा।",
  },
  ar: {
    subject: "تم إلغاء حجزك: {reservationId}",
    body: "مرحبًا {name}،\n\nتم إلغاء حجزك {reservationId}.\n{refund}\n\nحجزك وحالة الاسترداد: {page}\nدون تسجيل الدخول: {find} (باستخدام رقم الحجز وعنوان بريدك الإلكتروني)",
    sms: "RotaGo: تم إلغاء حجزك {reservationId}. {refund} {find}",
    cardRefund: "سيتم رد {amount} إلى بطاقتك خلال {days} أيام عمل.",
    walletRefund: "تمت إضافة {amount} إلى محفظتك.",
    noRefund: "لا يوجد مبلغ مسترد.",
  },
};
