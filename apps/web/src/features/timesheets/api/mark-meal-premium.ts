import type { MealPremiumRequest } from '@portal/contracts/timesheets';
import { answer, api } from '../../../lib/api-client.ts';

/** Marks (or unmarks) the meal premium owed on an entry that missed a meal period. */
export function markMealPremium(body: MealPremiumRequest) {
  return answer(api.POST('/api/v1/meal-premium', { body }));
}
