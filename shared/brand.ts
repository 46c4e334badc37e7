/**
 * The shop's logo: its name in bold sans-serif in the brand colour. The site header draws it
 * (app/styles/app.css `--color-brand`, which a test holds to this colour) and so do the PDFs.
 */
export const BRAND = { name: "RotaGo", colour: "#c8102e" } as const;
