/**
 * After the draw, whether anything is left for first come (`ExhibitDetail.firstComeStock`; unknown
 * counts as left, and the server refuses a contact for stock that is not there).
 */
export const leftAfterDraw = (firstComeStock: number | null): boolean =>
  firstComeStock === null || firstComeStock > 0;
