import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Envelope } from '@portal/contracts';
import type { MeetingListItem } from '@portal/contracts/meetings';
import { apiRequest } from '../../../lib/api-client.ts';

/** The company's meetings, latest start first, with their invites and answer counts. */
function getMeetings(): Promise<Envelope<MeetingListItem[]>> {
  return apiRequest<Envelope<MeetingListItem[]>>('/api/v1/meeting-list');
}

export const meetingsQueryOptions = queryOptions({
  queryKey: ['meetings', 'list'],
  queryFn: getMeetings,
  select: (body) => body.data,
});

export function useMeetings() {
  return useQuery(meetingsQueryOptions);
}
