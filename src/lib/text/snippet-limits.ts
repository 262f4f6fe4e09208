/** What a search engine shows of a page: about this many characters of its title and of its description. */
export const TITLE_LIMIT = 65;
export const DESCRIPTION_LIMIT = 155;
