/**
 * A centre popup as its slice keeps it (spec section 2: the member centre and the agent centre): open or closed, and
 * the page shown. Both centres open and change pages the same way; what each may show is its permissions' rule.
 */

/** The frame of a centre: open or closed, on a page. */
export interface CentreFrame<Page> {
  readonly open: boolean
  readonly page: Page
}

/** The centre opened on `page` (the same state when it already shows it). */
export const openedOn = <S extends CentreFrame<Page>, Page>(s: S, page: Page): S =>
  s.open && s.page === page ? s : { ...s, open: true, page }

/** The open centre on another page (the same state when it already shows it). */
export const shownOn = <S extends CentreFrame<Page>, Page>(s: S, page: Page): S =>
  s.page === page ? s : { ...s, page }
