import type { Language } from '../../../lib/i18n';

/**
 * The help and legal pages are written as typed documents, one per language (ja.ts, en.ts), rather
 * than as i18n keys: long prose reads and reviews better as a document, and the parity test
 * (content.test.ts) keeps the two languages in the same shape.
 */

/** A paragraph, or a paragraph followed by a list (in the terms: a 項 with its 号). */
export type Paragraph = string | ParagraphWithList;

export interface ParagraphWithList {
  readonly text: string;
  readonly list: readonly string[];
  /** Steps in order (rendered as a numbered list). The terms number their lists anyway. */
  readonly ordered?: boolean;
}

/** A titled part of a document. `id` is the same in every language: it is the URL fragment. */
export interface Section {
  readonly id: string;
  readonly heading: string;
  readonly paragraphs: readonly Paragraph[];
}

/** A calendar date in ISO form (YYYY-MM-DD), shown in the reader's language. */
export type IsoDate = `${number}-${number}-${number}`;

export interface FaqItem {
  readonly question: string;
  readonly answer: readonly Paragraph[];
}

export interface FaqSection {
  readonly id: string;
  readonly heading: string;
  readonly items: readonly FaqItem[];
}

export interface FaqDocument {
  readonly title: string;
  readonly intro: string;
  readonly sections: readonly FaqSection[];
}

export interface TermsDocument {
  readonly title: string;
  readonly updated: IsoDate;
  readonly preamble: readonly Paragraph[];
  /** Numbered in order: the heading of the first is rendered as 第1条（…） / Article 1 (…). */
  readonly articles: readonly Section[];
  /** 附則: when the terms take effect. */
  readonly supplementary: { readonly heading: string; readonly paragraphs: readonly Paragraph[] };
}

export interface PrivacyDocument {
  readonly title: string;
  readonly updated: IsoDate;
  readonly intro: readonly Paragraph[];
  readonly sections: readonly Section[];
}

/** Pages the about page links to. */
export type RelatedPage = 'faq' | 'terms' | 'privacy';

export interface AboutDocument {
  readonly title: string;
  readonly lead: string;
  readonly sections: readonly Section[];
  readonly related: {
    readonly heading: string;
    readonly links: readonly { readonly page: RelatedPage; readonly label: string }[];
  };
}

/** Short UI strings of these pages (kept here, so the locale JSON files stay untouched). */
export interface PageLabels {
  /** Label before the date a document was last updated, with its punctuation. */
  readonly lastUpdated: string;
  /** Accessible name of a page's table of contents. */
  readonly contents: string;
  /** Heading of the n-th article of the terms, e.g. 第1条（目的） / Article 1 (Purpose). */
  readonly articleHeading: (number: number, heading: string) => string;
  /** Number of the n-th paragraph (項) of an article; the first paragraph is not numbered. */
  readonly paragraphNumber: (number: number) => string;
}

export interface StaticContent {
  readonly language: Language;
  readonly labels: PageLabels;
  readonly faq: FaqDocument;
  readonly terms: TermsDocument;
  readonly privacy: PrivacyDocument;
  readonly about: AboutDocument;
}
