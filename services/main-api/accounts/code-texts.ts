/**
 * The one-time codes' messages in the visitor's language, any of the shop's 14 (`{code}` is the
 * code; a test holds every language to it).
 */
import type { NameLanguage } from "../../../shared/names";

export type CodePurpose = "login" | "update-email" | "update-phone" | "password-reset";

export const CODE_TEXTS: Readonly<Record<NameLanguage, Readonly<Record<CodePurpose, string>>>> = {
  tr: {
    login: "RotaGo giriş kodunuz: {code}. Kod 5 dakika geçerlidir.",
    "update-email": "E-posta adresinizi doğrulama kodunuz: {code}",
    "update-phone": "Telefon numaranızı doğrulama kodunuz: {code}",
    "password-reset": "Şifre sıfırlama kodunuz: {code}",
  },
  en: {
    login: "Your RotaGo sign-in code is {code}. It is valid for 5 minutes.",
    "update-email": "Your code to confirm this e-mail address: {code}",
    "update-phone": "Your code to confirm this phone number: {code}",
    "password-reset": "Your password reset code: {code}",
  },
  de: {
    login: "Ihr RotaGo-Anmeldecode lautet {code}. Er ist 5 Minuten gültig.",
    "update-email": "Ihr Code zur Bestätigung dieser E-Mail-Adresse: {code}",
    "update-phone": "Ihr Code zur Bestätigung dieser Telefonnummer: {code}",
    "password-reset": "Ihr Code zum Zurücksetzen des Passworts: {code}",
  },
  es: {
    login: "Tu código para iniciar sesión en RotaGo es {code}. Es válido durante 5 minutos.",
    "update-email": "Tu código para confirmar esta dirección de correo electrónico: {code}",
    "update-phone": "Tu código para confirmar este número de teléfono: {code}",
    "password-reset": "Tu código para restablecer la contraseña: {code}",
  },
  fr: {
    login: "Votre code de connexion RotaGo est {code}. Il est valable 5 minutes.",
    "update-email": "Votre code pour confirmer cette adresse e-mail : {code}",
    "update-phone": "Votre code pour confirmer ce numéro de téléphone : {code}",
    "password-reset": "Votre code de réinitialisation du mot de passe : {code}",
  },
  it: {
    login: "Il tuo codice di accesso a RotaGo è {code}. È valido per 5 minuti.",
    "update-email": "Il tuo codice per confermare questo indirizzo e-mail: {code}",
    "update-phone": "Il tuo codice per confermare questo numero di telefono: {code}",
    "password-reset": "Il tuo codice per reimpostare la password: {code}",
  },
  pt: {
    login: "O seu código para iniciar sessão na RotaGo é {code}. É válido durante 5 minutos.",
    "update-email": "O seu código para confirmar este endereço de e-mail: {code}",
    "update-phone": "O seu código para confirmar este número de telefone: {code}",
    "password-reset": "O seu código para repor a palavra-passe: {code}",
  },
  nl: {
    login: "Uw RotaGo-inlogcode is {code}. Deze is 5 minuten geldig.",
    "update-email": "Uw code om dit e-mailadres te bevestigen: {code}",
    "update-phone": "Uw code om dit telefoonnummer te bevestigen: {code}",
    "password-reset": "Uw code om uw wachtwoord opnieuw in te stellen: {code}",
  },
  ru: {
    login: "Ваш код для входа в RotaGo: {code}. Код действителен 5 минут.",
    "update-email": "Ваш код для подтверждения этого адреса электронной почты: {code}",
    "update-phone": "Ваш код для подтверждения этого номера телефона: {code}",
    "password-reset": "Ваш код для сброса пароля: {code}",
  },
  ja: {
    login: "RotaGoのログイン用認証コードは{code}です。有効期限は5分間です。",
    "update-email": "このメールアドレスの確認用認証コードは{code}です。",
    "update-phone": "この電話番号の確認用認証コードは{code}です。",
    "password-reset": "パスワード再設定用の認証コードは{code}です。",
  },
  zh: {
    login: "您的 RotaGo 登录验证码为 {code}，5 分钟内有效。",
    "update-email": "您用于确认此电子邮箱地址的验证码：{code}",
    "update-phone": "您用于确认此手机号码的验证码：{code}",
    "password-reset": "您的密码重置验证码：{code}",
  },
  ko: {
    login: "RotaGo 로그인 인증 코드는 {code}입니다. 5분 동안 유효합니다.",
    "update-email": "이 이메일 주소를 확인하기 위한 인증 코드는 {code}입니다.",
    "update-phone": "이 휴대폰 번호를 확인하기 위한 인증 코드는 {code}입니다.",
    "password-reset": "비밀번호 재설정 인증 코드는 {code}입니다.",
  },
  hi: {
    login: "आपका RotaGo लॉग इन कोड {code} है। यह 5 मिनट तक मान्य है।",
    "update-email": "इस ई-मेल पते की पुष्टि के लिए आपका कोड: {code}",
    "update-phone": "इस फ़ोन नंबर की पुष्टि के लिए आपका कोड: {code}",
    "password-reset": "पासवर्ड रीसेट करने के लिए आपका कोड: {code}",
  },
  ar: {
    login: "رمزك لتسجيل الدخول إلى RotaGo هو {code}، وهو صالح لمدة 5 دقائق.",
    "update-email": "رمزك لتأكيد عنوان البريد الإلكتروني هذا: {code}",
    "update-phone": "رمزك لتأكيد رقم الهاتف هذا: {code}",
    "password-reset": "رمزك لإعادة تعيين كلمة المرور: {code}",
  },
};
