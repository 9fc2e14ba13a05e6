import { queryOptions, useQuery } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client.ts';
import { meetingKeys } from './keys.ts';

/** The company's meetings, latest start first, with their invites and answer counts. */
function getMeetings() {
  return answer(api.GET('/api/v1/meeting-list'));
}

const meetingsQueryOptions = queryOptions({
  queryKey: meetingKeys.list(),
  queryFn: getMeetings,
  select: (body) => body.data,
});

export function useMeetings() {
  return useQuery(meetingsQueryOptions);
}
