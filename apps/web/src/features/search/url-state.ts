import type { SearchQuery } from '@accredit/shared';

/**
 * Everything the Search screen shows is decided by its address, so a result list can be linked,
 * bookmarked and reopened from the tab bar: `?q=闭环&types=fileInfo&year=2025&departId=..
 * &standard=AACSB-5&pageNo=2`. Names are the server's query parameters.
 */
export interface SearchState {
  q: string;
  types: string[];
  year: number | null;
  departId: string | null;
  standard: string | null;
  pageNo: number;
}

/** Hits per group when several types are shown, and per page when one type is. */
export const GROUP_SIZE = 5;
export const PAGE_SIZE = 20;
/** The longest query the box sends (the server refuses longer). */
export const MAX_QUERY = 200;

const ID = /^[A-Za-z0-9_-]{1,64}$/;
const RESOURCE = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;
const STANDARD = /^[A-Za-z0-9_-]{1,40}$/;

/** Reads the state from the address; anything malformed (typed by hand) is dropped, not sent. */
export function parseSearch(params: URLSearchParams): SearchState {
  const year = Number(params.get('year'));
  const page = Number(params.get('pageNo'));
  const departId = params.get('departId');
  const standard = params.get('standard');
  return {
    q: (params.get('q') ?? '').trim().slice(0, MAX_QUERY),
    types: [
      ...new Set(
        (params.get('types') ?? '')
          .split(',')
          .map((s) => s.trim())
          .filter((s) => RESOURCE.test(s)),
      ),
    ],
    year: Number.isInteger(year) && year >= 1900 && year <= 2200 ? year : null,
    departId: departId && ID.test(departId) ? departId : null,
    standard: standard && STANDARD.test(standard) ? standard : null,
    pageNo: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The address of a state: empty values are left out, so a plain search is just `?q=`. */
export function toSearchParams(state: SearchState): URLSearchParams {
  const out = new URLSearchParams();
  if (state.q) out.set('q', state.q);
  if (state.types.length) out.set('types', state.types.join(','));
  if (state.year !== null) out.set('year', String(state.year));
  if (state.departId) out.set('departId', state.departId);
  if (state.standard) out.set('standard', state.standard);
  if (state.pageNo > 1) out.set('pageNo', String(state.pageNo));
  return out;
}

/** One type asked for: its hits are paged; otherwise the top hits of every type. */
export function singleType(state: SearchState): string | null {
  return state.types.length === 1 ? state.types[0] : null;
}

/** The call's parameters for a state (null when there is nothing to search for). */
export function toQuery(state: SearchState): SearchQuery | null {
  if (!state.q) return null;
  const one = singleType(state);
  return {
    q: state.q,
    ...(state.types.length ? { types: state.types.join(',') } : {}),
    ...(state.year !== null ? { year: state.year } : {}),
    ...(state.departId ? { departId: state.departId } : {}),
    ...(state.standard ? { standard: state.standard } : {}),
    size: one ? PAGE_SIZE : GROUP_SIZE,
    ...(one && state.pageNo > 1 ? { pageNo: state.pageNo } : {}),
  };
}

/** How many filters narrow the search (shown on the phone's filter button). */
export function activeFilters(state: SearchState): number {
  return (
    (state.types.length ? 1 : 0) +
    (state.year !== null ? 1 : 0) +
    (state.departId ? 1 : 0) +
    (state.standard ? 1 : 0)
  );
}

/** The state after a change; any change but the page itself starts again at page one. */
export function withChange(state: SearchState, change: Partial<SearchState>): SearchState {
  return { ...state, ...change, pageNo: change.pageNo ?? 1 };
}

/** The Search screen's address for a query typed elsewhere (the header box). */
export function searchHref(path: string, q: string): string {
  return `${path}?${toSearchParams({ q: q.trim().slice(0, MAX_QUERY), types: [], year: null, departId: null, standard: null, pageNo: 1 }).toString()}`;
}
