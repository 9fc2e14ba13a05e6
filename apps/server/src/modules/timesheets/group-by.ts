/** Items grouped by a key, in the order first seen (Map.groupBy arrives with Node 21). */
export { groupBy } from '@portal/domain';
