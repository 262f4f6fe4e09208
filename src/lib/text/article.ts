/** The shape of an article page's text (the dog articles and the two cat guides): title, lead and sections. */
export interface ArticleSection {
  heading: string;
  paragraphs: string[];
  list?: string[];
  /** Paragraphs that come after the list: the notes on it ("Estos valores varían…") follow what they speak of. */
  after?: string[];
  /** Items that link to a page, each with an optional text after the link. */
  links?: { label: string; href: string; note?: string }[];
}
export interface DogArticle {
  title: string;
  description: string;
  h1: string;
  lead: string;
  sections: ArticleSection[];
}
