/** The one drawing of a BlockData, shared with the reader and the reviewers' page. */
export { BlockPending, BlockView } from '../reader/BlockView.tsx';
