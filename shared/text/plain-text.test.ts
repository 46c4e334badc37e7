import { describe, expect, it } from "vitest";
import { plainText } from "./plain-text";

describe("plain text", () => {
  it.each([
    [
      "<p>Araç <b>temiz</b> ve yeni,</p><script>alert('x')</script> teslim hızlıydı.",
      "Araç temiz ve yeni, teslim hızlıydı.",
    ],
    ["Satır bir<br>satır iki", "Satır bir satır iki"],
    ["<<b>script>alert(1)<</b>/script> sonra", "sonra"],
    ["<img src=x onerror=alert(1)>Güzel", "Güzel"],
    ["yarım <b", "yarım"],
    ["Fiyat 5 < 10 ve 7 > 3", "Fiyat 5 < 10 ve 7 > 3"],
    ["&lt;b&gt; kalır", "&lt;b&gt; kalır"],
    ["  çok   boşluk\r\n\r\n\r\n\r\nson  ", "çok boşluk\n\nson"],
    ["kontrol\u0007karakteri", "kontrolkarakteri"],
  ])("%j → %j", (input, expected) => {
    expect(plainText(input)).toBe(expected);
  });
});
