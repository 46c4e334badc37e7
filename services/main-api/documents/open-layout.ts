import { Layout, type LayoutOptions, ROTAGO_COMPANY } from "./pdf-kit";
import { DOCUMENT_TEXTS, type DocumentTexts } from "./texts";
import type { CompanyInfo, DocumentLanguage } from "./types";

/**
 * Starts a document: its labels in the document's language, the issuing company (the shop's own
 * unless the data names another) and the layout whose pages carry the title and reference.
 */
export async function openLayout<Labels extends { readonly title: string }>(
  data: { readonly language: DocumentLanguage; readonly company?: CompanyInfo },
  labels: (texts: DocumentTexts) => Labels,
  header: (t: Labels, company: CompanyInfo) => Pick<LayoutOptions, "reference" | "createdAt" | "subject" | "keywords">,
): Promise<{ t: Labels; company: CompanyInfo; layout: Layout }> {
  const t = labels(DOCUMENT_TEXTS[data.language]);
  const company = data.company ?? ROTAGO_COMPANY;
  const layout = await Layout.create({ language: data.language, company, title: t.title, ...header(t, company) });
  return { t, company, layout };
}
