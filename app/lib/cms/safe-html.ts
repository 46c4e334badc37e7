declare const safeHtml: unique symbol;

/** HTML that went through the rich-text sanitiser; the only HTML the UI renders. */
export type SafeHtml = string & { readonly [safeHtml]: true };
